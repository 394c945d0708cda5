import path from 'node:path';
import type { Logger } from 'pino';
import { type App, buildApp } from './app';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { FileStorage } from './lib/file-storage';
import { fileUrlSecret } from './lib/server-secrets';
import { openStore } from './lib/storage/open-store';
import { createLogger } from './logger';
import { bootstrapOwners } from './modules/staff/service';
import { seedDemoData } from './seed/run-seed';

/** `database` lets the benchmarks set up data that has no API of its own (a library entry without a payment). */
export type RunningServer = { app: App; database: DatabaseHandle; url: string; close(): Promise<void> };

/**
 * Opens the database (PGlite in DATA_DIR/db, or DATABASE_URL), migrates, seeds an empty
 * database with the demo catalogue, and listens. Used by `main.ts` and the benchmarks.
 */
export async function startServer(config: Config, logger: Logger = createLogger(config)): Promise<RunningServer> {
  // First: a bucket that is missing or refuses the keys stops the start, before anything is written.
  const store = await openStore(config.fileStorage);
  await store.check();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    logger,
  });
  try {
    await runMigrations(database);
    const files = new FileStorage(
      config.dataDir,
      await fileUrlSecret(database.db, config.fileUrlSecret, config.dataDir),
      { store, downloads: config.fileDownloads, publicUrl: config.s3PublicUrl },
    );
    if (config.seedDemoData) {
      const seeded = await seedDemoData(database, files);
      if (seeded) logger.info('seeded the empty database with the demo catalogue');
    }
    await bootstrapOwners({
      db: database.db,
      logger,
      owner: config.owner,
      demo: config.seedDemoData,
      backOfficeUrl: `${config.publicUrl}/admin`,
    });
    const app = await buildApp({ config, database, files, logger });
    const address = await app.listen({ port: config.port, host: config.host });
    logger.info({ url: config.publicUrl, address }, 'The Gate is ready');
    return {
      app,
      database,
      url: address,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
