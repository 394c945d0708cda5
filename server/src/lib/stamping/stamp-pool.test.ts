import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
  it('stamps a PDF in a worker thread, from a path to a path, leaving no temporary file', async () => {
    const inputPath = path.join(folder, 'source.pdf');
    const outputPath = path.join(folder, 'out', 'copy.pdf');
    await writeFile(inputPath, await makePdf());
    const { size } = await pool.stamp({ inputPath, outputPath, kind: 'pdf', stamp: STAMP });
    const stamped = await readFile(outputPath);
    expect(stamped.length).toBe(size);
    for (const page of await readPdf(stamped)) expect(page.text).toContain(footerLine(STAMP));
    expect(await readdir(path.join(folder, 'out'))).toEqual(['copy.pdf']);
  });

  it('stamps the PDFs of a zip in a worker thread', async () => {
    const inputPath = path.join(folder, 'lesson.zip');
    const outputPath = path.join(folder, 'lesson-stamped.zip');
    await writeFile(inputPath, zipSync({ 'handout.pdf': await makePdf(), 'notes.txt': new Uint8Array([1, 2, 3]) }));
    await pool.stamp({ inputPath, outputPath, kind: 'zip', stamp: STAMP });
    const { unzipSync } = await import('fflate');
    const entries = unzipSync(await readFile(outputPath));
    expect([...entries['notes.txt']!]).toEqual([1, 2, 3]);
    for (const page of await readPdf(entries['handout.pdf']!)) expect(page.text).toContain(STAMP.email);
  });

  it('rejects a file that cannot be stamped with a StampError, and writes nothing', async () => {
    const inputPath = path.join(folder, 'garbage.pdf');
    const outputPath = path.join(folder, 'copy.pdf');
    await writeFile(inputPath, 'this is not a PDF');
    const job = pool.stamp({ inputPath, outputPath, kind: 'pdf', stamp: STAMP });
    await expect(job).rejects.toThrow(StampError);
    await expect(job).rejects.toThrow(/not a PDF/);
    expect(await readdir(folder)).toEqual(['garbage.pdf']);
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

  const request = { fileKey: 'materials/pack.pdf', userId: '6f1c2b8e-0d1a-4d3c-9a53-1f0e2d3c4b5a', stamp: STAMP };

  it('makes a copy under stamped/, then serves the kept copy without stamping again', async () => {
    const counted = countStamps();
    const first = await copies.copyFor(request);
    expect(path.relative(storage.privateDir, first.filePath)).toMatch(
      /^stamped\/[0-9a-f]{16}\/6f1c2b8e-0d1a-4d3c-9a53-1f0e2d3c4b5a\/[0-9a-f]{16}\.pdf$/,
    );
    expect(first.size).toBe((await stat(first.filePath)).size);
    const madeAt = (await stat(first.filePath)).mtimeMs;
    const second = await copies.copyFor(request);
    expect(second).toEqual(first);
    expect((await stat(second.filePath)).mtimeMs).toBe(madeAt);
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('makes one copy for five requests at once', async () => {
    const counted = countStamps();
    const results = await Promise.all(Array.from({ length: 5 }, () => copies.copyFor(request)));
    expect(new Set(results.map((result) => result.filePath)).size).toBe(1);
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('makes a new copy when the buyer’s name or e-mail changes', async () => {
    const counted = countStamps();
    const first = await copies.copyFor(request);
    const renamed = await copies.copyFor({ ...request, stamp: { ...STAMP, name: 'منى حسن' } });
    expect(renamed.filePath).not.toBe(first.filePath);
    expect(counted).toHaveBeenCalledTimes(2);
    for (const page of await readPdf(await readFile(renamed.filePath))) expect(page.text).toContain('منى حسن');
  });

  it('stamps again once the source was replaced in place', async () => {
    const counted = countStamps();
    await copies.copyFor(request);
    const upload = await storage.uploadPath();
    await writeFile(upload, await makePdf([{ text: 'Second edition of the pack', size: [595, 842] }]));
    await storage.movePrivate(upload, 'materials/pack.pdf');
    const replaced = await copies.copyFor(request);
    expect(counted).toHaveBeenCalledTimes(2);
    const pages = await readPdf(await readFile(replaced.filePath));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('Second edition of the pack');
    expect(pages[0]!.text).toContain(footerLine(STAMP));
  });

  it('stamps again when the replacement was written before the copy was made, and moved in after', async () => {
    // The upload keeps the mtime of its writing, older than the copy: the move (ctime) is what tells.
    const upload = await storage.uploadPath();
    await writeFile(upload, await makePdf([{ text: 'Uploaded early, published late', size: [595, 842] }]));
    await copies.copyFor(request);
    await storage.movePrivate(upload, 'materials/pack.pdf');
    const counted = countStamps();
    const replaced = await copies.copyFor(request);
    expect(counted).toHaveBeenCalledTimes(1);
    expect((await readPdf(await readFile(replaced.filePath)))[0]!.text).toContain('Uploaded early, published late');
  });

  it('does not keep a copy of a source that was replaced while it was being stamped', async () => {
    const upload = await storage.uploadPath();
    await writeFile(upload, await makePdf([{ text: 'Replaced during the stamping', size: [595, 842] }]));
    const stamp = pool.stamp.bind(pool);
    const counted = countStamps().mockImplementation(async (job) => {
      const result = await stamp(job);
      if (counted.mock.calls.length === 1) await storage.movePrivate(upload, 'materials/pack.pdf');
      return result;
    });
    const copy = await copies.copyFor(request);
    expect(counted).toHaveBeenCalledTimes(2);
    expect((await readPdf(await readFile(copy.filePath)))[0]!.text).toContain('Replaced during the stamping');
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
    await expect(stat(mine.filePath)).rejects.toThrow();
    await expect(stat(theirs.filePath)).rejects.toThrow();
    expect((await stat(other.filePath)).isFile()).toBe(true);
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
