import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type S3Server, startS3Server } from '../../../test/s3-server';
import { FileStorage } from '../file-storage';
import { S3Store } from '../storage/s3-store';
import { footerLine } from './footer';
import { StampPool } from './stamp-pool';
import { StampedCopies } from './stamped-copies';
import { makePdf, readPdf, STAMP } from './test-files';

/**
 * Stamped copies on S3 (issue 28 §1): the worker thread reads the source from the bucket and writes
 * the copy there itself, and a kept copy is found again by any process (stamp-pool.test.ts has the
 * same rules on the local folder).
 */
let s3: S3Server;
let pool: StampPool;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3Server(['stamped']);
  pool = new StampPool({ threads: 1 });
  storage = new FileStorage('/nowhere', 'secret', { store: new S3Store(s3.settings('stamped')) });
});
afterAll(async () => {
  await pool?.close();
  await s3?.close();
});

const request = { fileKey: 'materials/pack.pdf', userId: '6f1c2b8e-0d1a-4d3c-9a53-1f0e2d3c4b5a', stamp: STAMP };

async function copyText(key: string): Promise<string> {
  const found = await storage.openPrivate(key);
  const chunks: Buffer[] = [];
  for await (const chunk of found!.body) chunks.push(chunk as Buffer);
  return (await readPdf(Buffer.concat(chunks))).map((page) => page.text).join('\n');
}

it('makes the copy in the bucket, keeps it for another process, and makes a new one for a rewritten source', async () => {
  await storage.writePrivate(request.fileKey, await makePdf());
  const counted = vi.spyOn(pool, 'stamp');
  const first = await new StampedCopies(storage, pool).copyFor(request);
  expect(first.key).toMatch(/^stamped\/[0-9a-f]{16}\/6f1c2b8e-0d1a-4d3c-9a53-1f0e2d3c4b5a\/[0-9a-f]{16}\.pdf$/);
  expect((await storage.headPrivate(first.key))?.size).toBe(first.size);
  expect(await copyText(first.key)).toContain(footerLine(STAMP));

  // Another process (another StampedCopies, nothing in memory) finds the kept copy.
  expect(await new StampedCopies(storage, pool).copyFor(request)).toEqual(first);
  expect(counted).toHaveBeenCalledTimes(1);

  await storage.writePrivate(request.fileKey, await makePdf([{ text: 'Second edition', size: [595, 842] }]));
  const second = await new StampedCopies(storage, pool).copyFor(request);
  expect(second.key).not.toBe(first.key);
  expect(await copyText(second.key)).toContain('Second edition');
  expect(counted).toHaveBeenCalledTimes(2);

  await new StampedCopies(storage, pool).removeCopiesOf(request.fileKey);
  expect(await storage.headPrivate(first.key)).toBeNull();
  expect(await storage.headPrivate(second.key)).toBeNull();
  expect(await storage.headPrivate(request.fileKey)).not.toBeNull();
});

it('answers a 404 for a source the bucket does not have', async () => {
  await expect(
    new StampedCopies(storage, pool).copyFor({ ...request, fileKey: 'materials/gone.pdf' }),
  ).rejects.toMatchObject({ statusCode: 404 });
});
