import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exams } from './schema';

/**
 * Exam titles by id, whatever their status: what the back office names in a customer's grants
 * (issue 25 §3). Exported by the service as `examTitles`.
 */
export async function examTitles(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: exams.id, title: exams.title }).from(exams).where(inArray(exams.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}
