import type { Database } from '../../db/client';
import { distributorLocations, distributors, exams } from './schema';

export async function createExam(db: Database, input: typeof exams.$inferInsert) {
  const [row] = await db
    .insert(exams)
    .values({ ...input, price: input.isFree ? 0 : input.price })
    .returning();
  return row!;
}

export async function createDistributor(
  db: Database,
  {
    locations,
    ...input
  }: typeof distributors.$inferInsert & {
    locations: Omit<typeof distributorLocations.$inferInsert, 'distributorId'>[];
  },
) {
  const [row] = await db.insert(distributors).values(input).returning();
  if (locations.length) {
    await db
      .insert(distributorLocations)
      .values(locations.map((location, sortOrder) => ({ ...location, sortOrder, distributorId: row!.id })));
  }
  return row!;
}
