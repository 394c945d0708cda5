import { count, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import type { FileStorage } from '../lib/file-storage';
import { categories } from '../modules/catalogue/schema';
import { seedBlog } from './seed-blog';
import { seedCatalogue } from './seed-catalogue';
import { seedContent } from './seed-content';
import { seedCourses } from './seed-courses';

/** Any fixed number: two processes starting on one empty PostgreSQL seed it once. */
const SEED_LOCK_ID = 7_310_523;

/**
 * Fills an empty database with the demo catalogue, in one transaction: a second start, or a
 * second process, finds data and changes nothing. Returns whether it seeded.
 */
export async function seedDemoData(handle: DatabaseHandle, files: FileStorage): Promise<boolean> {
  return handle.db.transaction(async (tx) => {
    const db: Database = tx;
    if (handle.kind === 'postgres') await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await db.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return false;
    await seedCatalogue(db, files);
    await seedBlog(db, files);
    await seedCourses(db, files);
    await seedContent(db, files);
    return true;
  });
}
