import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');
/** Any fixed number: processes starting together on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_ID = 7_310_522;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  const lockClient = await handle.pool!.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(handle.db as unknown as NodePgDatabase, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}
