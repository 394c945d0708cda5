import { text } from 'node:stream/consumers';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_URL, cleanUp, fingerprint, newSettings, tempDir } from '../../test/backup-kit';
import { freePort } from '../../test/harness';
import { type S3Server, startS3Server } from '../../test/s3-server';
import { loadConfig } from '../config';
import { FileStorage } from '../lib/file-storage';
import { S3Store } from '../lib/storage/s3-store';
import { startServer } from '../server';
import { backup } from './backup';
import { restore } from './restore';

/**
 * `npm run backup` and `npm run restore` with the files in a bucket (issue 28 §4): the backup folder
 * holds the bucket's files as it holds DATA_DIR/files, and a restore writes them into the bucket the
 * settings name, where a server started on it serves them.
 */
/** PGlite, or PostgreSQL in CI's second run (pg_dump and pg_restore beside the bucket). */
const postgres = Boolean(ADMIN_URL);
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server(['shop-files', 'restored-files']);
});
afterAll(async () => {
  await cleanUp();
  await s3?.close();
});

async function serverOn({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }, bucket: string) {
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_DEMO_DATA: 'false',
    ...s3.env(bucket),
  });
  const server = await startServer(config, pino({ level: 'silent' }));
  return { server, config, base: `http://127.0.0.1:${port}` };
}

it('backs up the bucket with the database, and restores both into a new DATA_DIR and bucket', async () => {
  const source = await newSettings(postgres);
  const shop = await serverOn(source, 'shop-files');
  const files = new FileStorage(source.dataDir, 'unused', { store: new S3Store(s3.settings('shop-files')) });
  await files.writePublic('covers/c.png', 'a picture');
  await files.writePrivate('materials/1/sheet.pdf', '%PDF a paid sheet');
  const before = await fingerprint(shop.server.database);
  await shop.server.close();

  const backupDir = `${await tempDir('backups')}/with-bucket`;
  const manifest = await backup(shop.config, backupDir);
  expect(manifest.files).toEqual({ count: 2, bytes: 'a picture'.length + '%PDF a paid sheet'.length });

  const target = await newSettings(postgres);
  const targetConfig = { ...target, fileStorage: s3.settings('restored-files') };
  await restore(targetConfig, backupDir);
  const restored = new S3Store(s3.settings('restored-files'));
  expect(await text((await restored.get('private/materials/1/sheet.pdf'))!.body)).toBe('%PDF a paid sheet');

  const again = await serverOn(target, 'restored-files');
  try {
    expect(await fingerprint(again.server.database)).toEqual(before);
    const cover = await fetch(`${again.base}/files/covers/c.png`);
    expect(cover.status).toBe(200);
    expect(await cover.text()).toBe('a picture');
  } finally {
    await again.server.close();
  }

  // The bucket now holds files: a second restore into it needs --force, and says what that does.
  const other = await newSettings(postgres);
  await expect(restore({ ...targetConfig, ...other }, backupDir)).rejects.toThrow(
    /already holds? data \(the bucket\)[\s\S]*--force writes the backup's files over those with the same names/,
  );
  await restore({ ...targetConfig, ...other }, backupDir, { force: true });
}, 120_000);
