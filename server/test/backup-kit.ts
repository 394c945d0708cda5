import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import type { BackupSettings } from '../src/backup/backup';
import { loadConfig } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/client';
import { type RunningServer, startServer } from '../src/server';
import { newRegistration } from './accounts';
import { createPostgresDatabase, freePort } from './harness';

/**
 * What the backup tests share: real servers on temporary DATA_DIRs (and PostgreSQL databases), the
 * backup command in a process of its own, and fingerprints of the data to compare.
 */
export const ADMIN_URL = process.env.DATABASE_URL;

export const cleanups: (() => Promise<unknown>)[] = [];
/** For each test file's afterAll: removes what the file made, newest first. */
export async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
}

export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `the-gate-${prefix}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A DATA_DIR, with a PostgreSQL database of its own when `postgres`. */
export async function newSettings(postgres: boolean): Promise<BackupSettings> {
  const dataDir = await tempDir('data');
  if (!postgres) return { dataDir, databaseUrl: undefined };
  const database = await createPostgresDatabase(ADMIN_URL!);
  cleanups.push(database.drop);
  return { dataDir, databaseUrl: database.url };
}

export async function start(settings: BackupSettings): Promise<RunningServer & { base: string }> {
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: settings.dataDir,
    DATABASE_URL: settings.databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });
  const server = await startServer(config, pino({ level: 'silent' }));
  return { ...server, base: `http://127.0.0.1:${port}` };
}

const CLI = path.resolve(import.meta.dirname, '../src/backup/cli.ts');

/** `npm run backup -- <target>` in a process of its own, as an operator (or cron) runs it. */
export function backupCommand(settings: BackupSettings, target: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const env = { ...process.env, DATA_DIR: settings.dataDir, DATABASE_URL: settings.databaseUrl ?? '' };
    execFile(process.execPath, ['--import', 'tsx', CLI, 'backup', target], { env }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
  });
}

/** Every file under `dir` with its SHA-256, by relative path; none when there is no `dir`. */
export async function digests(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  if (!existsSync(dir)) return result;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return result;
}

/**
 * Every table of ours as its row count and a hash of its rows: equal fingerprints, equal data,
 * whatever the tables (password hashes and the secrets the server made up included).
 */
export async function fingerprint(database: DatabaseHandle): Promise<Record<string, string>> {
  const rows = async (tx: Pick<Database, 'execute'>, query: SQL) =>
    ((await tx.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
  return database.db.transaction(async (tx) => {
    // Timestamps as text depend on the session's time zone, which PGlite and PostgreSQL set apart.
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const tables = await rows(
      tx,
      sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await rows(
        tx,
        sql`SELECT count(*) || ' ' || md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS print FROM ${sql.raw(name!)} t`,
      );
      result[name!] = row!.print!;
    }
    return result;
  });
}

/** The catalogue as served, with the server's own address taken out of its URLs. */
export async function catalogue(base: string): Promise<string> {
  return (await (await fetch(`${base}/api/materials`)).text()).replaceAll(base, 'PUBLIC_URL');
}

export async function signIn(base: string, userNameOrEmail: string, password: string) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmail, password }),
  });
}

/** A seeded server with one registered account, and a file and a secret only this test wrote. */
export async function seededSource(postgres: boolean) {
  const settings = await newSettings(postgres);
  const server = await start(settings);
  const account = newRegistration();
  const registered = await fetch(`${server.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(registered.status).toBe(201);
  const note = path.join(settings.dataDir, 'files', 'private', 'backup-test', 'note.txt');
  await mkdir(path.dirname(note), { recursive: true });
  await writeFile(note, 'kept by the backup');
  // Older versions kept the secrets they made up in DATA_DIR/secrets; the server takes them over.
  await mkdir(path.join(settings.dataDir, 'secrets'), { recursive: true });
  await writeFile(path.join(settings.dataDir, 'secrets', 'backup-test'), 'a secret kept as a file', { mode: 0o600 });
  const materials = await catalogue(server.base);
  expect(JSON.parse(materials).length).toBeGreaterThan(50);
  const tables = await fingerprint(server.database);
  expect(Object.keys(tables)).toContain('public.users');
  return { settings, server, account, materials, tables };
}

/** A public file the seed wrote, as a /files/ key (the key is the path under files/public). */
export async function somePublicKey(dataDir: string): Promise<string> {
  const keys = Object.keys(await digests(path.join(dataDir, 'files', 'public')));
  const key = keys.find((name) => name.endsWith('.svg') || name.endsWith('.webp')) ?? keys[0];
  expect(key).toBeDefined();
  return key!.split(path.sep).join('/');
}
