import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../../test/s3-server';
import { LocalStore } from './local-store';
import { type ObjectStore, StoreError } from './object-store';
import { S3Store } from './s3-store';

/**
 * The storage interface (issue 28 §1), the same tests for both providers: the local folder, and
 * S3 through a real S3-compatible server (s3rver, issue 28 §5) over HTTP.
 */
let s3: S3Server;
let folder: string;
let bucketCount = 0;

beforeAll(async () => {
  s3 = await startS3Server(Array.from({ length: 20 }, (_, index) => `bucket-${index}`));
});
afterAll(async () => {
  await s3?.close();
});
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'the-gate-store-'));
  return () => rm(folder, { recursive: true, force: true });
});

const providers: [string, () => ObjectStore][] = [
  ['the local folder', () => new LocalStore(path.join(folder, 'files'))],
  // A bucket of its own per test: no test sees another's objects.
  ['S3 (s3rver)', () => new S3Store(s3.settings(`bucket-${bucketCount++}`))],
];

const all = async (iterable: AsyncIterable<{ key: string; size: number }>) => {
  const found: { key: string; size: number }[] = [];
  for await (const entry of iterable) found.push(entry);
  return found.sort((a, b) => a.key.localeCompare(b.key));
};

describe.each(providers)('%s', (_name, open) => {
  let store: ObjectStore;
  beforeEach(() => {
    store = open();
  });

  it('writes, heads and reads an object; a rewrite is a new version; a missing key is null', async () => {
    await store.put('private/materials/7/a b.pdf', '%PDF-1.7 first');
    const first = await store.head('private/materials/7/a b.pdf');
    expect(first).toMatchObject({ size: 14 });
    const read = await store.get('private/materials/7/a b.pdf');
    expect(await text(read!.body)).toBe('%PDF-1.7 first');
    expect(read!.version).toBe(first!.version);

    await store.put('private/materials/7/a b.pdf', '%PDF-1.7 second!');
    const second = await store.head('private/materials/7/a b.pdf');
    expect(second!.size).toBe(16);
    expect(second!.version).not.toBe(first!.version);

    expect(await store.head('private/materials/7/missing.pdf')).toBeNull();
    expect(await store.get('private/materials/7/missing.pdf')).toBeNull();
  });

  it('reads a byte range', async () => {
    await store.put('public/range.txt', '0123456789');
    const part = await store.get('public/range.txt', { start: 2, end: 5 });
    expect(await text(part!.body)).toBe('2345');
  });

  it('streams a file from disk into the store, and with move the local file is gone', async () => {
    // 6 MB: more than one read of the stream, as an upload is.
    const bytes = randomBytes(6 * 1024 * 1024);
    const local = path.join(folder, 'upload.bin');
    await writeFile(local, bytes);
    await store.putFile('private/lessons/3/upload.zip', local);
    expect(existsSync(local)).toBe(true);
    await store.putFile('private/lessons/3/moved.zip', local, { move: true });
    expect(existsSync(local)).toBe(false);
    for (const key of ['private/lessons/3/upload.zip', 'private/lessons/3/moved.zip']) {
      const found = await store.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of found!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes), key).toBe(true);
      expect(found!.size).toBe(bytes.length);
    }
  });

  it('lists under a prefix, deletes keys (a missing one is no error) and whole prefixes', async () => {
    for (const key of ['private/stamped/aa/u1/x.pdf', 'private/stamped/aa/u2/y.pdf', 'private/stamped/bb/u1/z.pdf'])
      await store.put(key, key);
    await store.put('public/covers/c.png', 'png');
    expect((await all(store.list('private/stamped/'))).map((entry) => entry.key)).toEqual([
      'private/stamped/aa/u1/x.pdf',
      'private/stamped/aa/u2/y.pdf',
      'private/stamped/bb/u1/z.pdf',
    ]);
    expect(await all(store.list('public/'))).toEqual([{ key: 'public/covers/c.png', size: 3 }]);
    expect(await all(store.list('nothing/'))).toEqual([]);

    await store.deletePrefix('private/stamped/aa/');
    expect((await all(store.list(''))).map((entry) => entry.key)).toEqual([
      'private/stamped/bb/u1/z.pdf',
      'public/covers/c.png',
    ]);
    await store.delete(['public/covers/c.png', 'public/covers/never-there.png']);
    expect(await store.head('public/covers/c.png')).toBeNull();
  });

  it('refuses keys that could leave the store or mean something else', async () => {
    for (const key of ['../secrets/x', 'a/../../b', '/abs', 'a//b', 'a\\b', 'a/\u0000', '']) {
      await expect(store.put(key, 'x'), key).rejects.toThrow(/outside the storage folder/);
      await expect(store.get(key), key).rejects.toThrow(/outside the storage folder/);
    }
    await expect(store.deletePrefix('')).rejects.toThrow(/whole store/);
    await expect(store.deletePrefix('private')).rejects.toThrow(/ends with "\/"/);
  });

  it('passes its start-up check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the local folder', () => {
  it('has no download URLs, and never shows a file still being written', async () => {
    const store = new LocalStore(path.join(folder, 'files'));
    expect(
      await store.downloadUrl('private/a.pdf', {
        ttlSeconds: 60,
        contentType: 'application/pdf',
        contentDisposition: 'x',
      }),
    ).toBeNull();
    await store.put('private/a.pdf', 'whole');
    await writeFile(path.join(folder, 'files', 'private', 'a.pdf.0f8fad5b-d9cb-469f-a165-70867728950e.partial'), 'ha');
    expect(await all(store.list(''))).toEqual([{ key: 'private/a.pdf', size: 5 }]);
    expect(await readdir(path.join(folder, 'files', 'private'))).toHaveLength(2);
  });
});

describe('S3 (s3rver)', () => {
  it('presigns a download URL that answers with the type and name asked, and stops working when it expires', async () => {
    const store = new S3Store(s3.settings(`bucket-${bucketCount++}`));
    await store.put('private/materials/1/f.pdf', '%PDF-1.7 the file');
    const disposition = `attachment; filename="Year 7.pdf"; filename*=UTF-8''Year%207%20%E2%80%93%20Unit.pdf`;
    const url = await store.downloadUrl('private/materials/1/f.pdf', {
      ttlSeconds: 1,
      contentType: 'application/pdf',
      contentDisposition: disposition,
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(disposition);
    expect(await answer.text()).toBe('%PDF-1.7 the file');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(url)).status).toBe(403);
  });

  it('stops the start with a clear message for a missing bucket, refused keys or no server', async () => {
    const wrongBucket = new S3Store(s3.settings('no-such-bucket'));
    await expect(wrongBucket.check()).rejects.toThrow(StoreError);
    await expect(wrongBucket.check()).rejects.toThrow(/S3 bucket "no-such-bucket" at http.* does not exist/);

    // s3rver checks the key id, not a V4 signature's secret (AWS checks both, with the same 403).
    const wrongKey = new S3Store({
      ...s3.settings('bucket-0'),
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' },
    });
    await expect(wrongKey.check()).rejects.toThrow(/refused the credentials: check S3_ACCESS_KEY_ID/);

    const nobody = new S3Store({ ...s3.settings('bucket-0'), endpoint: 'http://127.0.0.1:9' });
    await expect(nobody.check()).rejects.toThrow(/could not be reached .*Check S3_ENDPOINT/);
  });
});
