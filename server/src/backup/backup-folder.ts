import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { cp, lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a backup folder holds (docs/decisions/014-backup-and-restore.md):
 *
 *   manifest.json    this file's `Manifest`
 *   database.sql     the embedded database as SQL (pg_dump's plain format), or
 *   database.pgdump  a PostgreSQL database in pg_dump's custom format (DATABASE_URL set)
 *   files/           DATA_DIR/files: public pictures and previews, paid files, lesson zips
 *   secrets/         DATA_DIR/secrets: the generated file-link and sandbox keys
 */

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;
/** The parts of DATA_DIR a backup copies as they are. */
export const COPIED_PARTS = ['files', 'secrets'] as const;

export type TreeSize = { count: number; bytes: number };

export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  app: { name: 'The Gate'; version: string };
  database: {
    kind: 'pglite' | 'postgres';
    file: 'database.sql' | 'database.pgdump';
    bytes: number;
    sha256: string;
    /** Rows of drizzle.__drizzle_migrations: a restore refuses a backup newer than its code. */
    migrations: number;
    serverVersion: string;
  };
  files: TreeSize;
  secrets: TreeSize;
  /** Entries of DATA_DIR not copied, e.g. `mail` (the outbox folder). */
  leftOut: string[];
};

/** What `npm run backup` and `npm run restore` refuse to do, said to the operator as is. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export function appVersion(): string {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));
  return String(manifest.version);
}

/** The migrations this checkout knows (server/drizzle). */
export function knownMigrations(): number {
  const journal = path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

export async function readManifest(folder: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${folder} is not a backup made by npm run backup: it has no readable ${MANIFEST_FILE}.`);
  }
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new BackupError(`${folder} is a backup in format ${manifest.format}; this version reads format 1.`);
  }
  return manifest;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Files (not folders) under `dir` and their total size; nothing when it does not exist. */
export async function treeSize(dir: string): Promise<TreeSize> {
  if (!existsSync(dir)) return { count: 0, bytes: 0 };
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await lstat(path.join(entry.parentPath, entry.name))).size;
  }
  return { count, bytes };
}

/** Copies the folder `from` to `to` (which must not exist) when there is one; its size either way. */
export async function copyTree(from: string, to: string): Promise<TreeSize> {
  if (!existsSync(from)) return { count: 0, bytes: 0 };
  await cp(from, to, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
  return treeSize(to);
}

export async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** `2026-11-26T21-48-05Z`: a UTC time that sorts, and is a valid file name everywhere. */
export function timestampName(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}
