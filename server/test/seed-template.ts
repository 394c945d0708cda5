import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** Where the seeded template of this run is; `createTestApp` copies it instead of seeding. */
export type SeedTemplate =
  | { kind: 'pglite'; dumpPath: string; filesDir: string }
  | { kind: 'postgres'; database: string; filesDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate | null;
  }
}

/**
 * Vitest globalSetup of the server tests: nearly every test file wants the demo data, and seeding
 * it costs several seconds a file (about 170 files, twice in CI). Migrating and seeding once here
 * and copying the result per test app is a fraction of that: on PGlite a dump of the data folder
 * that each app loads, on PostgreSQL (DATABASE_URL) a template database for CREATE DATABASE, each
 * with the seeded files folder beside it. Runs after warm-image-cache, so the pictures are cached.
 */
export default async function seedTemplate(project: TestProject) {
  const [{ default: pino }, { openDatabase }, { runMigrations }, { FileStorage }, { seedDemoData }, pg] =
    await Promise.all([
      import('pino'),
      import('../src/db/client'),
      import('../src/db/migrate'),
      import('../src/lib/file-storage'),
      import('../src/seed/run-seed'),
      import('pg'),
    ]);
  const logger = pino({ level: 'silent' });
  const dir = await mkdtemp(path.join(tmpdir(), 'the-gate-template-'));
  // The secret only signs URLs when asked; nothing the seed stores depends on it.
  const files = new FileStorage(dir, 'template');
  const filesDir = path.join(dir, 'files');
  const adminUrl = process.env.DATABASE_URL;

  if (!adminUrl) {
    const database = await openDatabase({ pgliteDir: null, logger });
    try {
      await runMigrations(database);
      await seedDemoData(database, files);
      const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const dumpPath = path.join(dir, 'pglite.tar');
      await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
      project.provide('seedTemplate', { kind: 'pglite', dumpPath, filesDir });
    } finally {
      await database.close();
    }
    return () => rm(dir, { recursive: true, force: true });
  }

  const name = `the_gate_template_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.default.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null, logger });
  try {
    await runMigrations(database);
    await seedDemoData(database, files);
  } catch (error) {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
  await database.close();
  project.provide('seedTemplate', { kind: 'postgres', database: name, filesDir });
  return async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  };
}
