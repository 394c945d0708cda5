import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { localFiles } from '../../test/local-files';
import { pdfinfoPages, poppler, wordsBesideFooter } from '../../test/poppler';
import { materials } from '../modules/catalogue/schema';
import { lessons } from '../modules/courses/schema';
import { exams } from '../modules/exams/schema';

let t: TestApp;
let handoutDir: string;
beforeAll(async () => {
  t = await createTestApp();
  handoutDir = await mkdtemp(path.join(t.dataDir, 'handouts-'));
});
afterAll(() => t?.close());

const privateFile = (key: string) => localFiles(t).privatePath(key);
const publicFile = (key: string) => path.join(localFiles(t).publicDir, key);

/** A lesson's handout, out of its zip into a file poppler can read. */
async function handoutFile(lesson: typeof lessons.$inferSelect): Promise<string> {
  const entries = unzipSync(await readFile(privateFile(lesson.documentKey!)));
  const file = path.join(handoutDir, `lesson-${lesson.id}.pdf`);
  await writeFile(file, entries[`${lesson.title}.pdf`]!);
  return file;
}

/** pdfinfo on the file: exit 0, nothing on stderr; the page count it reports. */
async function cleanPageCount(file: string): Promise<number> {
  const info = await poppler('pdfinfo', [file]);
  expect({ file, code: info.code, stderr: info.stderr }).toEqual({ file, code: 0, stderr: '' });
  return pdfinfoPages(info.stdout);
}

/** Runs `fn` over `items`, two at a time: the machine's cores are shared. */
async function inPairs<T>(items: T[], fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    [0, 1].map(async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

/**
 * Issue 23 §7: poppler found font objects missing on the practice pages of every demo PDF (pages
 * 2 to 8 of a practice sheet held ruled lines and nothing else to read). Each file must open
 * without an error or warning and have text to read on every page, beside its running footer.
 */
describe('the demo PDFs, read by poppler (issue 23 §7)', () => {
  it('a practice sheet, its preview, a presentation, an exam paper and a lesson handout have text on every page', async () => {
    const [sheet] = await t.db
      .select()
      .from(materials)
      .where(eq(materials.fileKey, 'materials/y5-inference-sheet-2.pdf'));
    const [slides] = await t.db
      .select()
      .from(materials)
      .where(eq(materials.fileKey, 'materials/y5-relative-clauses-presentation.pdf'));
    const [exam] = await t.db
      .select({ paper: materials })
      .from(exams)
      .innerJoin(materials, eq(materials.id, exams.paperMaterialId))
      .where(eq(exams.title, 'Year 5 End-of-Year Writing Mock Exam'));
    const [lesson] = await t.db.select().from(lessons).orderBy(asc(lessons.id)).limit(1);
    const files = [
      { file: privateFile(sheet!.fileKey!), pages: 8 },
      { file: publicFile(sheet!.previewKey!), pages: 3 },
      { file: privateFile(slides!.fileKey!), pages: slides!.pages! },
      { file: privateFile(exam!.paper.fileKey!), pages: exam!.paper.pages! },
      { file: await handoutFile(lesson!), pages: null },
    ];
    for (const { file, pages } of files) {
      const count = await cleanPageCount(file);
      if (pages !== null) expect(count, file).toBe(pages);
      for (let page = 1; page <= count; page++) {
        const text = await poppler('pdftotext', ['-f', `${page}`, '-l', `${page}`, file, '-']);
        expect({ file, page, code: text.code, stderr: text.stderr }).toEqual({ file, page, code: 0, stderr: '' });
        expect(wordsBesideFooter(text.stdout).length, `${file}, page ${page}:\n${text.stdout}`).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
    // Past the first page a practice sheet holds extracts and questions, not only lines to write on.
    const second = await poppler('pdftotext', ['-f', '2', '-l', '2', privateFile(sheet!.fileKey!), '-']);
    expect(second.stdout).toMatch(/Questions/);
    expect(second.stdout).toMatch(/^1\. /m);
  });

  it('every material, book and exam file, every preview and every lesson handout reads cleanly, with text on every page', async () => {
    const rows = await t.db.select().from(materials);
    const lessonRows = await t.db.select().from(lessons);
    // One pdftotext a file (pdfinfo is left to the test above): some 200 files on shared cores.
    const files = [
      ...rows.flatMap((m) => [
        { file: privateFile(m.fileKey!), pages: m.pages },
        { file: publicFile(m.previewKey!), pages: (m.pages! > 3 ? 2 : 1) + 1 },
      ]),
      ...(await Promise.all(lessonRows.map(async (lesson) => ({ file: await handoutFile(lesson), pages: null })))),
    ];
    expect(files.length).toBeGreaterThanOrEqual(2 * 80 + 32);
    await inPairs(files, async ({ file, pages }) => {
      const text = await poppler('pdftotext', [file, '-']);
      expect({ file, code: text.code, stderr: text.stderr }).toEqual({ file, code: 0, stderr: '' });
      // pdftotext ends every page with a form feed.
      const texts = text.stdout.split('\f').slice(0, -1);
      if (pages !== null) expect(texts.length, file).toBe(pages);
      const blank = texts.flatMap((page, index) => (wordsBesideFooter(page).length < 3 ? [index + 1] : []));
      expect(blank, `${file}: pages without text`).toEqual([]);
    });
  });
});
