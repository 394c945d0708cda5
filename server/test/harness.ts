import { randomBytes } from 'node:crypto';
import { constants, type Dirent } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { FileStorage } from '../src/lib/file-storage';
import { seedDemoData } from '../src/seed/run-seed';
import type { SeedTemplate } from './seed-template';

export const TEST_PUBLIC_URL = 'http://gate.test';

/** A port nobody listens on right now, for an app that must be reached over HTTP. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type TestAppOptions = {
  seed?: boolean;
  logger?: Logger;
  /**
   * Listen on 127.0.0.1 with PUBLIC_URL at that address: the payment adapter then reaches the
   * built-in Paymob sandbox over HTTP and the sandbox calls back, exactly as in production.
   */
  listen?: boolean;
  /** More settings, e.g. PAYMOB_* for a provider that is down. */
  env?: Record<string, string>;
  /** Adds files to the stand-in web build before the app starts (e.g. precompressed assets). */
  extendWebBuild?: (distDir: string) => Promise<void>;
  /** Sees every route as the app adds it. */
  onRoute?: AppDeps['onRoute'];
};

/**
 * The real app on a database of its own: in-memory PGlite by default; with DATABASE_URL set
 * (CI), a fresh PostgreSQL database created for this test file and dropped afterwards.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-test-'));
  const template = options.seed === false ? null : seedTemplate();
  const postgres = process.env.DATABASE_URL
    ? await createPostgresDatabase(
        process.env.DATABASE_URL,
        template?.kind === 'postgres' ? template.database : undefined,
      )
    : null;
  const port = options.listen ? await freePort() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    PUBLIC_URL: port ? `http://127.0.0.1:${port}` : TEST_PUBLIC_URL,
    LOG_LEVEL: options.logger?.level ?? 'silent',
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const pgliteDump = template?.kind === 'pglite' && !config.databaseUrl ? await readDump(template.dumpPath) : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null, logger, pgliteDump });
  // Both are no-ops on a copy of the template, and do the work when there is none.
  await runMigrations(database);
  const files = new FileStorage(dataDir, randomBytes(32).toString('hex'));
  if (pgliteDump || postgres?.fromTemplate) await copySeededFiles(template!.filesDir, dataDir);
  if (options.seed !== false) await seedDemoData(database, files);
  const webDistDir = await fakeWebBuild(dataDir);
  await options.extendWebBuild?.(webDistDir);
  const app = await buildApp({ config, database, files, logger, webDistDir, onRoute: options.onRoute });
  if (port) await app.listen({ port, host: '127.0.0.1' });

  return {
    app,
    db: database.db,
    database,
    files,
    config,
    dataDir,
    webDistDir,
    /** Every step runs even if an earlier one fails (a test may have closed the database itself). */
    async close() {
      const steps = [
        () => app.close(),
        () => database.close(),
        () => postgres?.drop(),
        // Retried: a mail sent in the background may still be landing in the folder.
        () => rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }),
      ];
      const failures: unknown[] = [];
      for (const step of steps)
        await Promise.resolve()
          .then(step)
          .catch((error: unknown) => failures.push(error));
      return failures;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A new, empty PostgreSQL database for one test, or with `template` a copy of that database (the
 * seeded template of this run): copying is much faster than migrating and seeding again.
 */
export async function createPostgresDatabase(adminUrl: string, template?: string) {
  const name = `the_gate_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    fromTemplate: Boolean(template),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The seeded template of this test run (server/test/seed-template.ts), if it fits this run's
 * database: none outside the server project's globalSetup, and then every app seeds its own.
 */
function seedTemplate(): SeedTemplate | null {
  const template = inject('seedTemplate') ?? null;
  if (!template) return null;
  return (template.kind === 'postgres') === Boolean(process.env.DATABASE_URL) ? template : null;
}

let dump: { path: string; blob: Promise<Blob> } | null = null;

/** The template's PGlite dump, read once per test file and loaded by each of its apps. */
function readDump(dumpPath: string): Promise<Blob> {
  if (dump?.path !== dumpPath) dump = { path: dumpPath, blob: readFile(dumpPath).then((data) => new Blob([data])) };
  return dump.blob;
}

/**
 * The template's seeded files (about 1,800), copied so a test may change its own: every copy at
 * once, which takes a fraction of the time `fs.cp`, one file after another, does.
 */
async function copySeededFiles(filesDir: string, dataDir: string) {
  const target = path.join(dataDir, 'files');
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  const relative = (entry: Dirent) => path.relative(filesDir, path.join(entry.parentPath, entry.name));
  await mkdir(target, { recursive: true });
  for (const entry of entries.filter((each) => each.isDirectory()))
    await mkdir(path.join(target, relative(entry)), { recursive: true });
  const copies = entries.filter((each) => each.isFile()).map(relative);
  await Promise.all(
    copies.map((file) => copyFile(path.join(filesDir, file), path.join(target, file), constants.COPYFILE_FICLONE)),
  );
}

/** A stand-in for web/dist, so server tests do not depend on a web build. */
async function fakeWebBuild(dataDir: string) {
  const dist = path.join(dataDir, 'web-dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="The Gate: Cambridge Checkpoint English." /><title>The Gate</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-Bx7Yc1aQ.js'), 'console.log("app")');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** Parses a JSON response body, typed by the caller. */
export function json<T>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}
