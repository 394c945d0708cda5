import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createPglite } from '../db/client';
import { DatabaseInUseError, lockPgliteDir } from '../db/pglite-lock';
import { copyObjects, FILE_PREFIXES } from '../lib/storage/copy-objects';
import { LocalStore } from '../lib/storage/local-store';
import type { ObjectStore } from '../lib/storage/object-store';
import { openStore } from '../lib/storage/open-store';
import type { BackupSettings } from './backup';
import {
  BackupError,
  COPIED_PARTS,
  copyTree,
  isEmptyOrMissing,
  knownMigrations,
  type Manifest,
  readManifest,
  sha256File,
  timestampName,
} from './backup-folder';
import { holdsTables } from './database-facts';
import { loadSqlIntoPostgres, restorePostgres, withPostgres } from './postgres-tools';

export type RestoreResult = {
  manifest: Manifest;
  /** Where the data that was in DATA_DIR went (restore --force), or null when there was none. */
  movedAside: string | null;
};

/**
 * `npm run restore -- <backup>`: the backup's database into DATA_DIR/db (or DATABASE_URL) and its
 * files and secrets into DATA_DIR. A DATA_DIR or database that holds data is left alone unless
 * `force`; then its db, files and secrets are moved to DATA_DIR/replaced-<time> first (a
 * PostgreSQL database is cleaned instead). The server migrates an older backup when it starts.
 */
export async function restore(
  settings: BackupSettings,
  source: string,
  { force = false, now = new Date() } = {},
): Promise<RestoreResult> {
  const manifest = await readManifest(source);
  const dumpFile = path.join(source, manifest.database.file);
  await checkBackup(settings, source, manifest, dumpFile);
  await mkdir(settings.dataDir, { recursive: true });
  const dbDir = path.join(settings.dataDir, 'db');
  const unlock = settings.databaseUrl ? () => {} : lockForRestore(dbDir);
  try {
    const bucket = settings.fileStorage?.kind === 's3' ? await openStore(settings.fileStorage) : null;
    await bucket?.check();
    // With a bucket, DATA_DIR/files is not the shop's: the bucket is, and it cannot be moved aside.
    const localParts = bucket ? COPIED_PARTS.filter((part) => part !== 'files') : [...COPIED_PARTS];
    const parts = settings.databaseUrl ? localParts : ['db', ...localParts];
    const occupied = await nonEmpty(settings.dataDir, parts);
    const bucketInUse = bucket ? await holdsFiles(bucket) : false;
    const postgresInUse = settings.databaseUrl
      ? await withPostgres(settings.databaseUrl, (client) => holdsTables((text) => client.query(text)))
      : false;
    refuseToOverwrite(
      settings,
      manifest,
      [...occupied, ...(postgresInUse ? ['the database'] : []), ...(bucketInUse ? ['the bucket'] : [])],
      force,
    );

    let staged: string | null = null;
    if (settings.databaseUrl) {
      if (manifest.database.kind === 'postgres') await restorePostgres(settings.databaseUrl, dumpFile, postgresInUse);
      else await loadSqlIntoPostgres(settings.databaseUrl, await readFile(dumpFile, 'utf8'));
    } else {
      staged = await loadIntoPglite(settings.dataDir, dumpFile);
    }
    // The database loaded: only now is what was there moved aside.
    const movedAside = occupied.length ? path.join(settings.dataDir, `replaced-${timestampName(now)}`) : null;
    if (movedAside) {
      await mkdir(movedAside, { mode: 0o700 });
      for (const part of parts) {
        if (existsSync(path.join(settings.dataDir, part))) {
          await rename(path.join(settings.dataDir, part), path.join(movedAside, part));
        }
      }
    }
    if (staged) await rename(staged, dbDir);
    for (const part of localParts) {
      await rm(path.join(settings.dataDir, part), { recursive: true, force: true });
      await copyTree(path.join(source, part), path.join(settings.dataDir, part));
    }
    // Into the bucket: each file written over the one of its key, checked; others there are left.
    if (bucket) await copyObjects(new LocalStore(path.join(source, 'files')), bucket);
    return { manifest, movedAside };
  } finally {
    unlock();
  }
}

async function checkBackup(settings: BackupSettings, source: string, manifest: Manifest, dumpFile: string) {
  if (!settings.databaseUrl && manifest.database.kind === 'postgres') {
    throw new BackupError(
      `${source} holds a PostgreSQL database (database.pgdump): restore it with DATABASE_URL set to a PostgreSQL database.`,
    );
  }
  const known = knownMigrations();
  if (manifest.database.migrations > known) {
    throw new BackupError(
      `${source} was made by a newer version of The Gate (${manifest.database.migrations} migrations; this one knows ${known}). Update the code first.`,
    );
  }
  if (!existsSync(dumpFile) || (await sha256File(dumpFile)) !== manifest.database.sha256) {
    throw new BackupError(`${dumpFile} is missing or damaged: its checksum is not the one in the manifest.`);
  }
}

function refuseToOverwrite(settings: BackupSettings, manifest: Manifest, occupied: string[], force: boolean) {
  if (!occupied.length) return;
  const where = settings.databaseUrl ? `${settings.dataDir} and DATABASE_URL` : settings.dataDir;
  if (occupied.includes('the database') && manifest.database.kind === 'pglite') {
    throw new BackupError(
      'The database at DATABASE_URL already has tables. Load the embedded database into an empty PostgreSQL database (createdb a new one).',
    );
  }
  if (!force) {
    throw new BackupError(
      [
        `${where} already hold${settings.databaseUrl ? '' : 's'} data (${occupied.join(', ')}), which a restore would replace.`,
        settings.databaseUrl
          ? "Run it again with --force to replace it: DATA_DIR's files and secrets are moved to DATA_DIR/replaced-<time>, and pg_restore --clean drops the backup's tables before it loads them."
          : "Run it again with --force to replace it: DATA_DIR's db, files and secrets are moved to DATA_DIR/replaced-<time> first.",
        ...(occupied.includes('the bucket')
          ? [
              "In the bucket, --force writes the backup's files over those with the same names; files the backup does not have stay (copy the bucket first to keep it as it is).",
            ]
          : []),
      ].join('\n'),
    );
  }
}

function lockForRestore(dbDir: string): () => void {
  try {
    return lockPgliteDir(dbDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new BackupError(`Stop the server first: a restore replaces the database under it.\n${error.message}`);
  }
}

/** Whether the bucket holds any of the shop's files. */
async function holdsFiles(bucket: ObjectStore): Promise<boolean> {
  for (const prefix of FILE_PREFIXES) for await (const _ of bucket.list(prefix)) return true;
  return false;
}

async function nonEmpty(dataDir: string, parts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const part of parts) if (!(await isEmptyOrMissing(path.join(dataDir, part)))) found.push(part);
  return found;
}

/** A new embedded database beside the old one, loaded from the dump; its folder, to be renamed into place. */
async function loadIntoPglite(dataDir: string, dumpFile: string): Promise<string> {
  const staging = path.join(dataDir, 'db.restoring');
  await rm(staging, { recursive: true, force: true });
  const client = await createPglite(staging);
  try {
    await client.exec(await readFile(dumpFile, 'utf8'));
  } catch (error) {
    await client.close();
    await rm(staging, { recursive: true, force: true });
    throw new BackupError(`The database dump did not load: ${(error as Error).message}`);
  }
  await client.close();
  return staging;
}
