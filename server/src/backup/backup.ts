import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { Config } from '../config';
import { createPglite } from '../db/client';
import { DatabaseInUseError, lockPgliteDir } from '../db/pglite-lock';
import { copyObjects } from '../lib/storage/copy-objects';
import { LocalStore } from '../lib/storage/local-store';
import { openStore } from '../lib/storage/open-store';
import {
  appVersion,
  BackupError,
  COPIED_PARTS,
  copyTree,
  isEmptyOrMissing,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  type Manifest,
  sha256File,
  type TreeSize,
  treeSize,
} from './backup-folder';
import { databaseFacts } from './database-facts';
import { dumpPostgres, withPostgres } from './postgres-tools';

/** Without `fileStorage`, the files are DATA_DIR/files (the local folder, the default). */
export type BackupSettings = Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'fileStorage'>>;

/** Entries of DATA_DIR that are neither copied nor worth mentioning as left out. */
const NOT_DATA = new Set(['db', 'db.lock', 'db.restoring', ...COPIED_PARTS]);

/**
 * `npm run backup`: the database, the files (DATA_DIR/files, or the S3 bucket) and DATA_DIR/secrets into `target`, which must
 * not exist yet. It is written as `<target>.partial` and renamed at the end, so a folder with the
 * final name is always a whole backup.
 *
 * The embedded database can only be read while no server has it open (see db/pglite-lock.ts), and
 * the lock is held until the files are copied too, so no server starts and changes them meanwhile.
 * PostgreSQL is dumped while the server runs: its snapshot is consistent, and files are copied
 * after it, so every file the dump names is there (files are added, never rewritten in place).
 */
export async function backup(settings: BackupSettings, target: string, now = new Date()): Promise<Manifest> {
  const dbDir = path.join(settings.dataDir, 'db');
  const fromDataDir = path.relative(settings.dataDir, target);
  if (!fromDataDir.startsWith('..') && !path.isAbsolute(fromDataDir)) {
    throw new BackupError(`${target} is inside DATA_DIR (${settings.dataDir}): choose a folder outside it.`);
  }
  if (!(await isEmptyOrMissing(target))) throw new BackupError(`${target} already exists: choose a new folder.`);
  // Opening an empty folder would make a new, empty database and back that up.
  if (!settings.databaseUrl && (await isEmptyOrMissing(dbDir))) {
    throw new BackupError(`There is no embedded database in ${dbDir} to back up. Is DATA_DIR set as for the server?`);
  }
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  // Private from the start: it holds password hashes, the file-link secret and paid files.
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const unlock = settings.databaseUrl ? () => {} : lockForBackup(dbDir);
    let manifest: Manifest;
    try {
      const database = settings.databaseUrl
        ? await backUpPostgres(settings.databaseUrl, partial)
        : await backUpPglite(dbDir, partial);
      const files = await backUpFiles(settings, path.join(partial, 'files'));
      const secrets = await copyTree(path.join(settings.dataDir, 'secrets'), path.join(partial, 'secrets'));
      const entries = existsSync(settings.dataDir) ? await readdir(settings.dataDir) : [];
      const leftOut = entries.filter((name) => !NOT_DATA.has(name)).sort();
      manifest = {
        format: MANIFEST_FORMAT,
        createdAt: now.toISOString(),
        app: { name: 'The Gate', version: appVersion() },
        database,
        files,
        secrets,
        leftOut,
      };
    } finally {
      unlock();
    }
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rm(target, { recursive: true, force: true });
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The files: DATA_DIR/files copied as it is, or every object of the bucket's public/ and private/
 * downloaded into the same layout (issue 28 §4), each checked against its checksum.
 */
async function backUpFiles(settings: BackupSettings, to: string): Promise<TreeSize> {
  if (settings.fileStorage?.kind !== 's3') return copyTree(path.join(settings.dataDir, 'files'), to);
  const bucket = await openStore(settings.fileStorage);
  await bucket.check();
  await copyObjects(bucket, new LocalStore(to));
  return treeSize(to);
}

function lockForBackup(dbDir: string): () => void {
  try {
    return lockPgliteDir(dbDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new BackupError(
      `Stop the server first: the embedded database is backed up while no other process has it open.\n${error.message}`,
    );
  }
}

async function backUpPglite(dbDir: string, folder: string): Promise<Manifest['database']> {
  const client = await createPglite(dbDir);
  let sql: string;
  let facts: { migrations: number; serverVersion: string };
  try {
    // Without owners and grants the dump loads into any database, PostgreSQL's included.
    const dump = await pgDump({ pg: client, args: ['--no-owner', '--no-privileges'] });
    // PGlite is PostgreSQL 18; PostgreSQL before 17 refuses this setting (and nothing else in the dump).
    sql = (await dump.text()).replace(/^SET transaction_timeout = 0;\n/m, '');
    facts = await databaseFacts((text) => client.query(text));
  } finally {
    await client.close();
  }
  const file = path.join(folder, 'database.sql');
  await writeFile(file, sql, { mode: 0o600 });
  return {
    kind: 'pglite',
    file: 'database.sql',
    bytes: (await stat(file)).size,
    sha256: await sha256File(file),
    ...facts,
  };
}

async function backUpPostgres(url: string, folder: string): Promise<Manifest['database']> {
  const facts = await withPostgres(url, (client) => databaseFacts((text) => client.query(text)));
  const file = path.join(folder, 'database.pgdump');
  await dumpPostgres(url, file);
  return {
    kind: 'postgres',
    file: 'database.pgdump',
    bytes: (await stat(file)).size,
    sha256: await sha256File(file),
    ...facts,
  };
}
