import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  cleanUp,
  fingerprint,
  newSettings,
  seededSource,
  signIn,
  start,
  tempDir,
} from '../../test/backup-kit';
import { backup } from './backup';
import { restore } from './restore';

/** CI's PostgreSQL run only (DATABASE_URL): an embedded database's backup is the way to move to PostgreSQL. */
afterAll(cleanUp);

describe('moving from the embedded database to PostgreSQL', () => {
  it('the backup of an embedded database restores into an empty PostgreSQL database', async () => {
    const source = await seededSource(false);
    await source.server.close();
    const backupDir = path.join(await tempDir('backups'), 'move');
    await backup(source.settings, backupDir);

    const target = await newSettings(true);
    await restore(target, backupDir);
    const server = await start(target);
    try {
      expect(server.database.kind).toBe('postgres');
      expect(await fingerprint(server.database)).toEqual(source.tables);
      expect(await catalogue(server.base)).toBe(source.materials);
      expect((await signIn(server.base, source.account.email, source.account.password)).status).toBe(200);
    } finally {
      await server.close();
    }
    // Into a database that has tables it refuses, even with --force: that is pg_restore's job.
    await expect(restore(target, backupDir, { force: true })).rejects.toThrow(/already has tables/);
  }, 180_000);
});
