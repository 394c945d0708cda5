import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { materialGroups, materials } from './schema';

/**
 * Titles of materials and of books and packages by id, whatever their status: what the back office
 * names in a customer's library and grants (issue 25 §3). Exported by the service as `itemTitles`.
 */

export async function materialTitles(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: materials.id, title: materials.title })
    .from(materials)
    .where(inArray(materials.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function groupTitles(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: materialGroups.id, title: materialGroups.name })
    .from(materialGroups)
    .where(inArray(materialGroups.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}
