import type { Database } from '../../db/client';
import { exams } from './schema';

export async function createExam(db: Database, input: typeof exams.$inferInsert) {
  const [row] = await db
    .insert(exams)
    .values({ ...input, price: input.isFree ? 0 : input.price })
    .returning();
  return row!;
}
