import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server';
import { loadConfig } from '../config';
import { copyObjects } from '../lib/storage/copy-objects';
import { LocalStore } from '../lib/storage/local-store';
import type { ObjectStore } from '../lib/storage/object-store';
import { S3Store } from '../lib/storage/s3-store';
import { migrateFiles, NEEDS_S3_SETTINGS } from './files-migrate';

/** `npm run files:migrate` (issue 28 §4): DATA_DIR/files into a bucket of a real S3-compatible server. */
let s3: S3Server;
let dataDir: string;
let bucketCount = 0;
let bucketName: string;

beforeAll(async () => {
  s3 = await startS3Server(Array.from({ length: 8 }, (_, index) => `migrate-${index}`));
});
afterAll(async () => {
  await s3?.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-migrate-'));
  bucketName = `migrate-${bucketCount++}`;
  return () => rm(dataDir, { recursive: true, force: true });
});

const LARGE = Buffer.alloc(3 * 1024 * 1024, 'x');

/** DATA_DIR/files as a shop that ran on the local folder has it, with an upload still arriving. */
async function localFiles() {
  const files = path.join(dataDir, 'files');
  const write = async (relative: string, data: string | Buffer) => {
    await mkdir(path.dirname(path.join(files, relative)), { recursive: true });
    await writeFile(path.join(files, relative), data);
  };
  await write('public/materials/1/cover.png', 'png bytes');
  await write('public/blog/covers/a b.svg', '<svg/>');
  await write('private/materials/1/sheet.pdf', LARGE);
  await write('private/stamped/aa/u1/bb.pdf', '%PDF stamped');
  await write('uploads/0f8fad5b-d9cb-469f-a165-70867728950e', 'half an upload');
}

const config = () => loadConfig({ DATA_DIR: dataDir, ...s3.env(bucketName) });
const bucket = () => new S3Store(s3.settings(bucketName));

async function keysIn(store: ObjectStore) {
  const keys: string[] = [];
  for await (const { key } of store.list('')) keys.push(key);
  return keys.sort();
}

describe('files:migrate --to s3', () => {
  it('copies public and private files, not uploads nor stamped copies; a second run checks and skips them all', async () => {
    await localFiles();
    const first = await migrateFiles(config(), 's3');
    expect(first).toMatchObject({ copied: 3, skipped: 0, to: `the bucket ${bucketName}` });
    expect(await keysIn(bucket())).toEqual([
      'private/materials/1/sheet.pdf',
      'public/blog/covers/a b.svg',
      'public/materials/1/cover.png',
    ]);
    const sheet = await bucket().get('private/materials/1/sheet.pdf');
    expect((await text(sheet!.body)).length).toBe(LARGE.length);
    // The local folder is left as it was: the operator removes it once the shop runs on the bucket.
    expect(await keysIn(new LocalStore(path.join(dataDir, 'files')))).toHaveLength(5);

    expect(await migrateFiles(config(), 's3')).toMatchObject({ copied: 0, skipped: 3 });
  });

  it('resumes after an interruption, and copies again a file that differs under the same name and size', async () => {
    await localFiles();
    const local = new LocalStore(path.join(dataDir, 'files'));
    let puts = 0;
    const failing: ObjectStore = Object.create(bucket(), {
      putStream: {
        value(this: S3Store, ...args: Parameters<S3Store['putStream']>) {
          puts += 1;
          if (puts === 3) return Promise.reject(new Error('connection reset'));
          return S3Store.prototype.putStream.apply(this, args);
        },
      },
    });
    await expect(copyObjects(local, failing, { leaveOut: ['private/stamped/'] })).rejects.toThrow('connection reset');
    // Same size, other bytes: only the checksum tells.
    await bucket().put('public/blog/covers/a b.svg', '<svG/>');
    const resumed = await migrateFiles(config(), 's3');
    expect(resumed.copied + resumed.skipped).toBe(3);
    expect(resumed.skipped).toBe(1);
    const svg = await bucket().get('public/blog/covers/a b.svg');
    expect(await text(svg!.body)).toBe('<svg/>');
  });

  it('--to local copies a bucket back into DATA_DIR/files', async () => {
    await bucket().put('public/x/cover.png', 'from the bucket');
    await bucket().put('private/x/file.pdf', '%PDF from the bucket');
    expect(await migrateFiles(config(), 'local')).toMatchObject({ copied: 2, skipped: 0 });
    const local = new LocalStore(path.join(dataDir, 'files'));
    expect(await text((await local.get('private/x/file.pdf'))!.body)).toBe('%PDF from the bucket');
  });

  it('runs from npm as an operator would, and without the S3 settings says what to set', async () => {
    await localFiles();
    const cli = path.resolve(import.meta.dirname, 'files-migrate-cli.ts');
    const run = (env: Record<string, string>, args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', cli, ...args],
          { env: { ...process.env, DATA_DIR: dataDir, ...env } },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });
    const done = await run(s3.env(bucketName), ['--to', 's3']);
    expect(done.stderr.replace(/\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*$/, '')).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(
      new RegExp(
        `^Copied 3 files \\(3\\.1 MB\\) from .+ to the bucket ${bucketName} in [\\d.]+ s, each checked by size and MD5\\.\\n0 already there`,
      ),
    );
    const refused = await run({}, ['--to', 's3']);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(NEEDS_S3_SETTINGS);
    const usage = await run({}, ['--to', 'ftp']);
    expect(usage.stderr.trim()).toMatch(/^Usage: npm run files:migrate -- --to s3/);
  });
});
