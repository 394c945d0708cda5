import type { ItemStatus } from '@the-gate/contract/item-status';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exams } from './schema';

export async function createExam(db: Database, input: typeof exams.$inferInsert) {
  const [row] = await db
    .insert(exams)
    .values({ ...input, price: input.isFree ? 0 : input.price })
    .returning();
  return row!;
}

/**
 * Publishes, unpublishes or archives an exam (issue 24 §2): the shop lists and sells only published
 * ones; its buyers keep its paper. A plain UPDATE, so the statement trigger of migration 0001 drops
 * every process's cached catalogue. False when there is no such exam.
 */
export async function setExamStatus(db: Database, id: number, status: ItemStatus): Promise<boolean> {
  const rows = await db.update(exams).set({ status }).where(eq(exams.id, id)).returning({ id: exams.id });
  return rows.length > 0;
}
