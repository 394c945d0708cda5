import type { Database } from '../../db/client';
import { distributorLocations, distributors } from './schema';

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
