import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockPgliteDir } from './pglite-lock';
import { listenPostgres } from './postgres-listener';

/**
 * The database, or a transaction in it: drizzle's transaction is a `PgDatabase` too, so a
 * repository function taking a `Database` runs inside `db.transaction(async (tx) => ...)` as it is.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * A transaction only. A row lock (`FOR UPDATE`) lasts until its transaction ends, so taken on the
 * bare database it would be gone before the next query: the functions that lock take this type, and
 * the compiler refuses to call them outside `db.transaction`.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ListenHandlers = { onNotify: (payload: string) => void; onDown: () => void; onUp: () => void };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to NOTIFY on a channel; between `onDown` and `onUp` notifications may be lost. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL only: the migrator holds an advisory lock on one of its connections. */
  pool?: pg.Pool;
};

export type DatabaseOptions = {
  /** postgres://... for PostgreSQL; otherwise PGlite in `pgliteDir`, or in memory when null. */
  databaseUrl?: string;
  pgliteDir: string | null;
  logger: Logger;
  /**
   * Tests only: an in-memory PGlite starts from this dump (`dumpDataDir`) of an already migrated
   * and seeded database, instead of seeding its own (server/test/seed-template.ts).
   */
  pgliteDump?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.logger)
    : openPglite(options.pgliteDir, options.pgliteDump);
}

/**
 * A bare PGlite with the extensions our migrations use, in `dir` or in memory. It takes no lock:
 * `openDatabase` does, and the backup tools, which hold theirs around more than the database.
 * `dump` (tests only) starts it from a copy of another database's data folder.
 */
export async function createPglite(dir: string | null, dump?: Blob): Promise<PGlite> {
  // pg_trgm backs the catalogue search's trigram indexes (migration 0007).
  const extensions = { pg_trgm };
  const options = dump ? { extensions, loadDataDir: dump } : { extensions };
  return dir ? await PGlite.create(dir, options) : await PGlite.create(options);
}

async function openPglite(dir: string | null, dump?: Blob): Promise<DatabaseHandle> {
  const unlock = dir ? lockPgliteDir(dir) : () => {};
  let client: PGlite;
  try {
    client = await createPglite(dir, dump);
    // Every page is in memory, so a random read costs what a sequential one does (the default 4 is
    // for spinning disks): with it the planner takes the search's trigram index for broad words too.
    await client.exec('SET random_page_cost = 1.1');
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    kind: 'pglite',
    async listen(channel, { onNotify }) {
      // One embedded database, one process: its notifications cannot be missed.
      return client.listen(channel, (payload) => onNotify(payload));
    },
    close: () => client.close().finally(unlock),
  };
}

async function openPostgres(url: string, logger: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));
  return {
    db: drizzlePostgres({ client: pool }) as unknown as Database,
    kind: 'postgres',
    pool,
    listen: (channel, handlers) => listenPostgres({ url, channel, ...handlers, logger }),
    close: () => pool.end(),
  };
}
