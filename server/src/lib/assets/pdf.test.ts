import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { poppler } from '../../../test/poppler';
import { type Exercise, makePdf, makePreviewPdf } from './pdf';

const sentence = 'The quick brown fox reads a Checkpoint English passage and answers every question. ';
const longDoc = {
  title: 'Reading Comprehension Pack',
  subtitle: 'Year 7 - Stage 8',
  paragraphs: Array.from({ length: 40 }, () => sentence.repeat(6)),
  footer: 'The Gate - thegate.example',
};

/** The strings a page shows, in drawing order (placed pages first), as WinAnsi bytes read as Latin-1. */
async function pageTexts(pdf: Uint8Array, index: number): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(index).node;
  const contents = page.Contents();
  const own = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const placed = page.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const streams = [...(placed?.values().map((ref) => doc.context.lookup(ref)) ?? []), ...own];
  const source = streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('unexpected content stream');
      return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    })
    .join('\n');
  return [...source.matchAll(/<([0-9A-F]*)> Tj/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'));
}

const load = (pdf: Uint8Array) => PDFDocument.load(pdf, { updateMetadata: false });

describe('makePdf', () => {
  it('has exactly the number of pages the catalogue states, each numbered, the rest practice pages', async () => {
    const pdf = await makePdf({ title: 'Practice Sheet', paragraphs: ['Read the passage.'], pages: 8 });
    expect((await load(pdf)).getPageCount()).toBe(8);
    expect(await pageTexts(pdf, 0)).toEqual(['Practice Sheet', 'Read the passage.', 'Page 1 of 8']);
    expect(await pageTexts(pdf, 7)).toEqual(['Practice Sheet', 'Practice and notes', 'Page 8 of 8']);
  });

  it('puts an exercise on each page after the text, in turn: its heading, extract and numbered questions', async () => {
    const exercises: Exercise[] = [
      { heading: 'Extract: The Kite', extract: 'The kite rose.', questions: ['Where did it go?', 'Why?'] },
      { heading: 'Extract: The Boat', extract: 'The boat sank.', questions: ['What sank?'] },
    ];
    const pdf = await makePdf({ title: 'Reading Sheet', paragraphs: ['Read carefully.'], pages: 4, exercises });
    expect(await pageTexts(pdf, 1)).toEqual([
      'Reading Sheet',
      'Extract: The Kite',
      'The kite rose.',
      'Questions',
      '1. Where did it go?',
      '2. Why?',
      'Page 2 of 4',
    ]);
    expect((await pageTexts(pdf, 2)).slice(1, 3)).toEqual(['Extract: The Boat', 'The boat sank.']);
    expect((await pageTexts(pdf, 3)).slice(1, 3)).toEqual(['Extract: The Kite', 'The kite rose.']);
  });

  it('refuses an exercise too long for one page, rather than run it off the page', async () => {
    const exercises = [{ heading: 'Long', extract: sentence.repeat(60), questions: ['Why?'] }];
    await expect(makePdf({ title: 'Slides', paragraphs: [], pages: 2, shape: 'slides', exercises })).rejects.toThrow(
      '"Long" does not fit on one practice page of "Slides"',
    );
  });

  it('issue 23 §7: poppler reads every page, practice pages and preview included, without a font error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'the-gate-pdf-'));
    try {
      const exercises = [{ heading: 'Extract: The Kite', extract: 'The kite rose.', questions: ['Where did it go?'] }];
      const plain = await makePdf({ title: 'Practice Sheet', paragraphs: ['Read the passage.'], pages: 4 });
      const files = {
        plain,
        exercises: await makePdf({ title: 'Reading Sheet', paragraphs: ['Read.'], pages: 4, exercises }),
        preview: await makePreviewPdf(plain, { title: 'Practice Sheet (preview)', note: 'Buy to read on.' }),
      };
      for (const [name, bytes] of Object.entries(files)) {
        const file = path.join(dir, `${name}.pdf`);
        await writeFile(file, bytes);
        const text = await poppler('pdftotext', [file, '-']);
        expect({ name, code: text.code, stderr: text.stderr }).toEqual({ name, code: 0, stderr: '' });
        const pages = text.stdout.split('\f').slice(0, -1);
        expect(
          pages.slice(1).every((page) => /Practice and notes|Extract: The Kite|End of the preview/.test(page)),
        ).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses text that needs more pages than the stated count, rather than ship a wrong file', async () => {
    await expect(makePdf({ ...longDoc, pages: 1 })).rejects.toThrow(
      /needs \d+ pages for its text, but is stated to have 1/,
    );
  });

  it('without a stated count, breaks long text onto as many pages as it needs', async () => {
    const pdf = await makePdf(longDoc);
    const count = (await load(pdf)).getPageCount();
    expect(count).toBeGreaterThan(2);
    const last = await pageTexts(pdf, count - 1);
    expect(last).toContain(`Page ${count} of ${count}`);
    expect(last).toContain(longDoc.footer);
  });

  it('keeps short text on one A4 page, with the title and author in the metadata', async () => {
    const doc = await load(await makePdf({ title: 'Receipt', author: 'The Gate', paragraphs: ['Thank you.'] }));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe('Receipt');
    expect(doc.getAuthor()).toBe('The Gate');
  });

  it('lays a presentation out on 16:9 landscape slides', async () => {
    const doc = await load(await makePdf({ title: 'Slides', paragraphs: ['One'], pages: 3, shape: 'slides' }));
    expect(doc.getPages().map((page) => page.getSize())).toEqual(Array(3).fill({ width: 960, height: 540 }));
  });

  it('keeps WinAnsi punctuation, and prints other characters as their base letter or a question mark', async () => {
    const pdf = await makePdf({ title: '\u201cKuru\u00e7e\u015fme\u201d \u2192 \u0141\u00f3d\u017a', paragraphs: [] });
    // WinAnsi puts the curly quotes at 0x93 and 0x94; \u00e7 and \u00f3 are Latin-1 already.
    expect((await pageTexts(pdf, 0))[0]).toBe('\x93Kuru\u00e7esme\x94 ? ?\u00f3dz');
  });

  it('gives identical bytes for the same input, dated with a fixed date rather than now', async () => {
    const [first, second] = [await makePdf(longDoc), await makePdf(longDoc)];
    expect(first.equals(second)).toBe(true);
    expect((await load(first)).getCreationDate()).toEqual(new Date(Date.UTC(2025, 0, 1)));
    expect((await load(first)).getModificationDate()).toEqual(new Date(Date.UTC(2025, 0, 1)));
  });
});

describe('makePreviewPdf', () => {
  it("holds the file's own first two pages, then a closing page with the note", async () => {
    const full = await makePdf({ title: 'Grammar Handbook', paragraphs: ['Chapter one.'], pages: 96 });
    const preview = await makePreviewPdf(full, { title: 'Grammar Handbook (preview)', note: 'Buy to read on.' });
    const doc = await load(preview);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe('Grammar Handbook (preview)');
    expect(await pageTexts(preview, 0)).toEqual(await pageTexts(full, 0));
    expect(await pageTexts(preview, 1)).toEqual(await pageTexts(full, 1));
    expect(await pageTexts(preview, 2)).toEqual(['End of the preview', 'Buy to read on.']);
  });

  it('shows only the first page of a short file, on pages of the same shape', async () => {
    const full = await makePdf({ title: 'Slides', paragraphs: ['One'], pages: 3, shape: 'slides' });
    const doc = await load(await makePreviewPdf(full, { title: 'Slides (preview)', note: 'More inside.' }));
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(1).getSize()).toEqual({ width: 960, height: 540 });
  });
});
