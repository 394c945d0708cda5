import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localFiles } from '../../../test/local-files';
import { FileStorage } from '../file-storage';
import { HttpError } from '../http-errors';
import { footerLine } from './footer';
import { StampError } from './stamp-error';
import { StampPool } from './stamp-pool';
import { StampedCopies } from './stamped-copies';
import { makePdf, readPdf, STAMP } from './test-files';

/** One pool for the file: its workers start once, as in the server. */
let pool: StampPool;
let folder: string;

beforeAll(() => {
  pool = new StampPool({ threads: 2 });
});
afterAll(async () => {
  await pool.close();
});
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'the-gate-stamp-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('StampPool', () => {
  const store = () => ({ kind: 'local', root: folder }) as const;

  it('stamps a PDF in a worker thread, from a key of the store to a key, leaving no temporary file', async () => {
    await writeFile(path.join(folder, 'source.pdf'), await makePdf());
    const made = await pool.stamp({
      store: store(),
      sourceKey: 'source.pdf',
      targetKey: 'out/copy.pdf',
      kind: 'pdf',
      stamp: STAMP,
    });
    const stamped = await readFile(path.join(folder, 'out', 'copy.pdf'));
    expect(stamped.length).toBe(made?.size);
    for (const page of await readPdf(stamped)) expect(page.text).toContain(footerLine(STAMP));
    expect(await readdir(path.join(folder, 'out'))).toEqual(['copy.pdf']);
  });

  it('stamps the PDFs of a zip in a worker thread', async () => {
    const zip = zipSync({ 'handout.pdf': await makePdf(), 'notes.txt': new Uint8Array([1, 2, 3]) });
    await writeFile(path.join(folder, 'lesson.zip'), zip);
    await pool.stamp({
      store: store(),
      sourceKey: 'lesson.zip',
      targetKey: 'lesson-stamped.zip',
      kind: 'zip',
      stamp: STAMP,
    });
    const { unzipSync } = await import('fflate');
    const entries = unzipSync(await readFile(path.join(folder, 'lesson-stamped.zip')));
    expect([...entries['notes.txt']!]).toEqual([1, 2, 3]);
    for (const page of await readPdf(entries['handout.pdf']!)) expect(page.text).toContain(STAMP.email);
  });

  it('rejects a file that cannot be stamped with a StampError, and writes nothing', async () => {
    await writeFile(path.join(folder, 'garbage.pdf'), 'this is not a PDF');
    const job = pool.stamp({
      store: store(),
      sourceKey: 'garbage.pdf',
      targetKey: 'copy.pdf',
      kind: 'pdf',
      stamp: STAMP,
    });
    await expect(job).rejects.toThrow(StampError);
    await expect(job).rejects.toThrow(/not a PDF/);
    expect(await readdir(folder)).toEqual(['garbage.pdf']);
  });

  it('answers null for a source the store does not have', async () => {
    const job = { store: store(), sourceKey: 'gone.pdf', targetKey: 'copy.pdf', kind: 'pdf', stamp: STAMP } as const;
    expect(await pool.stamp(job)).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('StampedCopies', () => {
  let storage: FileStorage;
  let copies: StampedCopies;

  beforeEach(async () => {
    storage = new FileStorage(folder, 'secret');
    copies = new StampedCopies(storage, pool);
    await storage.writePrivate('materials/pack.pdf', Buffer.from(await makePdf()));
  });

  /** Counts the jobs sent to the workers; set up per test, as the setup file restores spies after each. */
  function countStamps() {
    return vi.spyOn(pool, 'stamp');
  }

  /** Where the local store keeps a private key. */
  const onDisk = (key: string) => localFiles({ dataDir: folder }).privatePath(key);
  /** Replaces the source the way an upload from the back office does. */
  async function replaceSource(upload: string) {
    await storage.storePrivateUpload(upload, 'materials/pack.pdf');
  }

  const request = { fileKey: 'materials/pack.pdf', userId: '6f1c2b8e-0d1a-4d3c-9a53-1f0e2d3c4b5a', stamp: STAMP };

  it('makes a copy under stamped/, then serves the kept copy without stamping again', async () => {
    const counted = countStamps();
    const first = await copies.copyFor(request);
    expect(first.key).toMatch(/^stamped\/[0-9a-f]{16}\/6f1c2b8e-0d1a-4d3c-9a53-1f0e2d3c4b5a\/[0-9a-f]{16}\.pdf$/);
    expect(first.size).toBe((await stat(onDisk(first.key))).size);
    const madeAt = (await stat(onDisk(first.key))).mtimeMs;
    const second = await copies.copyFor(request);
    expect(second).toEqual(first);
    expect((await stat(onDisk(second.key))).mtimeMs).toBe(madeAt);
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('makes one copy for five requests at once', async () => {
    const counted = countStamps();
    const results = await Promise.all(Array.from({ length: 5 }, () => copies.copyFor(request)));
    expect(new Set(results.map((result) => result.key)).size).toBe(1);
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('makes a new copy when the buyer’s name or e-mail changes', async () => {
    const counted = countStamps();
    const first = await copies.copyFor(request);
    const renamed = await copies.copyFor({ ...request, stamp: { ...STAMP, name: 'منى حسن' } });
    expect(renamed.key).not.toBe(first.key);
    expect(counted).toHaveBeenCalledTimes(2);
    for (const page of await readPdf(await readFile(onDisk(renamed.key)))) expect(page.text).toContain('منى حسن');
  });

  it('stamps again once the source was replaced in place', async () => {
    const counted = countStamps();
    await copies.copyFor(request);
    const upload = await storage.uploadPath();
    await writeFile(upload, await makePdf([{ text: 'Second edition of the pack', size: [595, 842] }]));
    await replaceSource(upload);
    const replaced = await copies.copyFor(request);
    expect(counted).toHaveBeenCalledTimes(2);
    const pages = await readPdf(await readFile(onDisk(replaced.key)));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('Second edition of the pack');
    expect(pages[0]!.text).toContain(footerLine(STAMP));
  });

  it('stamps again when the replacement was written before the copy was made, and moved in after', async () => {
    // The upload keeps the mtime of its writing, older than the copy: the new file's identity is what tells.
    const upload = await storage.uploadPath();
    await writeFile(upload, await makePdf([{ text: 'Uploaded early, published late', size: [595, 842] }]));
    await copies.copyFor(request);
    await replaceSource(upload);
    const counted = countStamps();
    const replaced = await copies.copyFor(request);
    expect(counted).toHaveBeenCalledTimes(1);
    expect((await readPdf(await readFile(onDisk(replaced.key))))[0]!.text).toContain('Uploaded early, published late');
  });

  it('does not keep a copy of a source that was replaced while it was being stamped', async () => {
    const upload = await storage.uploadPath();
    await writeFile(upload, await makePdf([{ text: 'Replaced during the stamping', size: [595, 842] }]));
    const stamp = pool.stamp.bind(pool);
    const counted = countStamps().mockImplementation(async (job) => {
      const result = await stamp(job);
      if (counted.mock.calls.length === 1) await replaceSource(upload);
      return result;
    });
    const copy = await copies.copyFor(request);
    expect(counted).toHaveBeenCalledTimes(2);
    expect((await readPdf(await readFile(onDisk(copy.key))))[0]!.text).toContain('Replaced during the stamping');
  });

  it('removeCopiesOf deletes every copy of that file, and only of that file', async () => {
    await storage.writePrivate('materials/other.pdf', Buffer.from(await makePdf()));
    const mine = await copies.copyFor(request);
    const theirs = await copies.copyFor({
      ...request,
      userId: 'another-user',
      stamp: { ...STAMP, email: 'sam@example.com' },
    });
    const other = await copies.copyFor({ ...request, fileKey: 'materials/other.pdf' });
    await copies.removeCopiesOf('materials/pack.pdf');
    await expect(stat(onDisk(mine.key))).rejects.toThrow();
    await expect(stat(onDisk(theirs.key))).rejects.toThrow();
    expect((await stat(onDisk(other.key))).isFile()).toBe(true);
    const counted = countStamps();
    await copies.copyFor(request);
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('answers a 404 for a source that is not there', async () => {
    const missing = copies.copyFor({ ...request, fileKey: 'materials/gone.pdf' });
    await expect(missing).rejects.toBeInstanceOf(HttpError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404 });
  });

  it('rejects a source that cannot be stamped with a StampError, and does not keep the failure', async () => {
    await storage.writePrivate('materials/broken.pdf', 'not a PDF');
    const counted = countStamps();
    const broken = { ...request, fileKey: 'materials/broken.pdf' };
    await expect(copies.copyFor(broken)).rejects.toThrow(StampError);
    await expect(copies.copyFor(broken)).rejects.toThrow(StampError);
    expect(counted).toHaveBeenCalledTimes(2);
  });
});
