import type { ItemStatus } from '@the-gate/contract/item-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sanitizeStoredHtml } from '../../lib/html';
import {
  categories,
  materialGroupHierarchy,
  materialGroupMaterials,
  materialGroups,
  materialGroupTags,
  materials,
  materialTags,
  materialTypes,
  tags,
} from './schema';

/**
 * The catalogue's write path (used by the demo seed now, by staff tools later). Every HTML
 * field is sanitised here, on write, because the web app renders it raw (contract §5.1.7).
 */

type TagInput = { key: string; value: string };

export async function createCategory(db: Database, input: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(input).returning();
  return row!;
}

export async function createMaterialType(db: Database, input: typeof materialTypes.$inferInsert) {
  const [row] = await db.insert(materialTypes).values(input).returning();
  return row!;
}

/** The tag's id, creating it the first time (key, value) is seen. */
export async function ensureTag(db: Database, tag: TagInput): Promise<number> {
  const [created] = await db.insert(tags).values(tag).onConflictDoNothing().returning({ id: tags.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.key, tag.key), eq(tags.value, tag.value)));
  return existing!.id;
}

async function tagIds(db: Database, list: TagInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (const tag of list) ids.push(await ensureTag(db, tag));
  return [...new Set(ids)];
}

export type MaterialInput = Omit<typeof materials.$inferInsert, 'id'> & { tags?: TagInput[] };

export async function createMaterial(db: Database, { tags: tagList = [], ...input }: MaterialInput) {
  const [row] = await db
    .insert(materials)
    .values({
      ...input,
      price: input.isFree ? 0 : input.price,
      description: sanitizeStoredHtml(input.description ?? ''),
    })
    .returning();
  const ids = await tagIds(db, tagList);
  if (ids.length) await db.insert(materialTags).values(ids.map((tagId) => ({ materialId: row!.id, tagId })));
  return row!;
}

export type GroupInput = Omit<typeof materialGroups.$inferInsert, 'id'> & {
  tags?: TagInput[];
  materialIds?: number[];
  childGroupIds?: number[];
};

export async function createGroup(
  db: Database,
  { tags: tagList = [], materialIds = [], childGroupIds = [], ...input }: GroupInput,
) {
  const [row] = await db
    .insert(materialGroups)
    .values({
      ...input,
      price: input.isFree ? 0 : input.price,
      description: sanitizeStoredHtml(input.description ?? ''),
    })
    .returning();
  const groupId = row!.id;
  const ids = await tagIds(db, tagList);
  if (ids.length) await db.insert(materialGroupTags).values(ids.map((tagId) => ({ groupId, tagId })));
  if (materialIds.length) {
    await db
      .insert(materialGroupMaterials)
      .values(materialIds.map((materialId, sortOrder) => ({ groupId, materialId, sortOrder })));
  }
  if (childGroupIds.length) {
    await db
      .insert(materialGroupHierarchy)
      .values(childGroupIds.map((childGroupId) => ({ parentGroupId: groupId, childGroupId })));
  }
  return row!;
}

/**
 * Publishes, unpublishes or archives a material (issue 24 §2): the shop lists and sells only published
 * ones, its owners keep it whatever. A plain UPDATE, so the notification trigger of migration 0009
 * drops every process's cached catalogue like any other change. False when there is no such material.
 */
export async function setMaterialStatus(db: Database, id: number, status: ItemStatus): Promise<boolean> {
  const rows = await db
    .update(materials)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(materials.id, id))
    .returning({ id: materials.id });
  return rows.length > 0;
}

/** setMaterialStatus for a package or digital book; its owners keep its materials (issue 24 §2). */
export async function setGroupStatus(db: Database, id: number, status: ItemStatus): Promise<boolean> {
  const rows = await db
    .update(materialGroups)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(materialGroups.id, id))
    .returning({ id: materialGroups.id });
  return rows.length > 0;
}
