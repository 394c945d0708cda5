import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_URL,
  backupCommand,
  catalogue,
  cleanUp,
  cleanups,
  digests,
  fingerprint,
  newSettings,
  seededSource,
  signIn,
  somePublicKey,
  start,
  tempDir,
} from '../../test/backup-kit';
import { DatabaseInUseError } from '../db/pglite-lock';
import type { BackupSettings } from './backup';
import { knownMigrations, readManifest } from './backup-folder';
import { restore } from './restore';

/**
 * `npm run backup` and `npm run restore` against the real server: on embedded PGlite by default,
 * on PostgreSQL (pg_dump and pg_restore) when DATABASE_URL is set, as CI's second run does.
 */
afterAll(cleanUp);

describe('npm run backup on the embedded database', () => {
  it('refuses while a server holds it, and so does a second server', async () => {
    const source = await seededSource(false);
    try {
      const backupDir = path.join(await tempDir('backups'), 'refused');
      const run = await backupCommand(source.settings, backupDir);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^Stop the server first[\\s\\S]*in use by process ${process.pid}`));
      expect(existsSync(backupDir)).toBe(false);
      expect(existsSync(`${backupDir}.partial`)).toBe(false);
      // The same lock keeps a second server (or the scale seed) off the folder.
      await expect(start(source.settings)).rejects.toBeInstanceOf(DatabaseInUseError);
    } finally {
      await source.server.close();
    }
  }, 120_000);
});

const postgres = Boolean(ADMIN_URL);

describe(`backup and restore on ${postgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  let source: Awaited<ReturnType<typeof seededSource>>;
  let backupDir: string;
  let restored: BackupSettings;

  beforeAll(async () => {
    source = await seededSource(postgres);
    cleanups.push(() => source.server.close().catch(() => {}));
    backupDir = path.join(await tempDir('backups'), 'nightly');
  }, 120_000);

  it('a backup restores into a fresh DATA_DIR, and the server there serves the same data', async () => {
    if (!postgres) await source.server.close();
    const run = await backupCommand(source.settings, backupDir);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`Restore it with: npm run restore -- ${backupDir}`);
    const manifest = await readManifest(backupDir);
    expect(manifest.database).toMatchObject({
      kind: postgres ? 'postgres' : 'pglite',
      file: postgres ? 'database.pgdump' : 'database.sql',
      migrations: knownMigrations(),
    });
    expect(manifest.files.count).toBeGreaterThan(100);
    expect(existsSync(`${backupDir}.partial`)).toBe(false);

    restored = await newSettings(postgres);
    const { movedAside } = await restore(restored, backupDir);
    expect(movedAside).toBeNull();
    for (const part of ['files', 'secrets']) {
      expect(await digests(path.join(restored.dataDir, part))).toEqual(
        await digests(path.join(source.settings.dataDir, part)),
      );
    }
    expect(await readFile(path.join(restored.dataDir, 'files/private/backup-test/note.txt'), 'utf8')).toBe(
      'kept by the backup',
    );

    const server = await start(restored);
    try {
      expect(await fingerprint(server.database)).toEqual(source.tables);
      expect(await catalogue(server.base)).toBe(source.materials);
      const signedIn = await signIn(server.base, source.account.email, source.account.password);
      expect(signedIn.status).toBe(200);
      const key = await somePublicKey(source.settings.dataDir);
      const served = await fetch(`${server.base}/files/${key}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(
        await readFile(path.join(source.settings.dataDir, 'files', 'public', key)),
      );
      if (!postgres) {
        await expect(restore(restored, backupDir, { force: true })).rejects.toThrow(/^Stop the server first/);
      }
    } finally {
      await server.close();
    }
  }, 120_000);

  it('restore leaves a DATA_DIR that holds data alone, and with --force moves that data aside first', async () => {
    expect(restored, 'the round trip ran first').toBeDefined();
    const stray = path.join(restored.dataDir, 'files', 'public', 'added-after-restore.txt');
    await writeFile(stray, 'newer than the backup');

    await expect(restore(restored, backupDir)).rejects.toThrow(/already holds? data \(.*files.*\)[\s\S]*--force/);
    expect(existsSync(stray)).toBe(true);

    const { movedAside } = await restore(restored, backupDir, { force: true });
    expect(existsSync(stray)).toBe(false);
    expect(await readFile(path.join(movedAside!, 'files', 'public', 'added-after-restore.txt'), 'utf8')).toBe(
      'newer than the backup',
    );
    if (!postgres) expect(existsSync(path.join(movedAside!, 'db', 'PG_VERSION'))).toBe(true);

    const server = await start(restored);
    try {
      const signedIn = await signIn(server.base, source.account.username, source.account.password);
      expect(signedIn.status).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);
});
