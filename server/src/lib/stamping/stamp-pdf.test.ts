import { PDFArray, type PDFDict, PDFDocument, PDFName, type PDFPage, PDFRawStream, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { footerLine } from './footer';
import { StampError } from './stamp-error';
import { stampPdf } from './stamp-pdf';
import { FONT, MIXED_PAGES, makePdf, readPdf, type ShownText, STAMP } from './test-files';

const LINE = footerLine(STAMP);

/** The footer's items on a page: those drawn on its bottom band. */
function footerItems(items: ShownText[], height: number): ShownText[] {
  return items.filter((item) => item.y > height - 20 && item.str.trim() !== '');
}

describe('stampPdf', () => {
  it('writes the footer line, e-mail and all, on every page, and keeps what the pages said', async () => {
    const pages = await readPdf(await stampPdf(await makePdf(), STAMP, FONT));
    expect(pages).toHaveLength(MIXED_PAGES.length);
    pages.forEach((page, index) => {
      expect(page.text).toContain(STAMP.email);
      expect(page.text).toContain(LINE);
      expect(page.text).toContain(MIXED_PAGES[index]!.text);
    });
  });

  it('keeps the page count, the sizes, the boxes and the rotation', async () => {
    const source = await makePdf();
    const before = await readPdf(source);
    const stamped = await stampPdf(source, STAMP, FONT);
    const after = await readPdf(stamped);
    expect(after.map(({ width, height, rotate }) => ({ width, height, rotate }))).toEqual(
      before.map(({ width, height, rotate }) => ({ width, height, rotate })),
    );
    const boxes = (doc: PDFDocument) =>
      doc.getPages().map((page) => [page.getMediaBox(), page.getCropBox(), page.getRotation().angle]);
    expect(boxes(await PDFDocument.load(stamped))).toEqual(boxes(await PDFDocument.load(source)));
  });

  it('keeps each page’s own content streams, byte for byte, and only adds to them', async () => {
    const source = await makePdf();
    const stamped = await stampPdf(source, STAMP, FONT);
    const streams = (page: PDFPage) => {
      const contents = page.node.Contents();
      const list = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
      return list.map((ref) => {
        const stream = page.doc.context.lookup(ref);
        return stream instanceof PDFRawStream ? Buffer.from(stream.contents).toString('latin1') : '';
      });
    };
    const original = (await PDFDocument.load(source)).getPages().map(streams);
    const kept = (await PDFDocument.load(stamped)).getPages().map(streams);
    kept.forEach((pageStreams, index) => {
      for (const stream of original[index]!) expect(pageStreams).toContain(stream);
      expect(pageStreams.length).toBeGreaterThan(original[index]!.length);
    });
  });

  it('draws the footer upright along the bottom of each page as shown, inside the page', async () => {
    const pages = await readPdf(await stampPdf(await makePdf(), STAMP, FONT));
    for (const page of pages) {
      const footer = footerItems(page.items, page.height);
      expect(footer.map((item) => item.str).join('')).toBe(LINE);
      for (const item of footer) {
        expect(item.direction[0]).toBeCloseTo(1, 5);
        expect(item.direction[1]).toBeCloseTo(0, 5);
        expect(page.height - item.y).toBeCloseTo(12, 0);
        expect(item.x).toBeGreaterThan(0);
        expect(item.x + item.width).toBeLessThan(page.width);
      }
      // Centred: as much room on the left as on the right.
      const left = Math.min(...footer.map((item) => item.x));
      const right = Math.max(...footer.map((item) => item.x + item.width));
      expect(left).toBeCloseTo(page.width - right, 0);
    }
  });

  it.each([
    ['an Arabic name', 'منى حسن'],
    ['another Arabic name', 'عبد الله'],
    ['a name in Latin and Arabic letters', 'Mona منى'],
  ])('gives back %s in the order it was written', async (_label, name) => {
    const stamp = { ...STAMP, name };
    const pages = await readPdf(await stampPdf(await makePdf(), stamp, FONT));
    for (const page of pages) {
      expect(page.text).toContain(name);
      expect(page.text).toContain(footerLine(stamp));
    }
  });

  it('shrinks the line for a long name, and past the smallest size shortens the name, never losing the e-mail', async () => {
    const small = await makePdf([{ text: 'A narrow card', size: [300, 200] }]);
    for (const name of ['Mona Hassan Abdel Rahman El-Sayed', 'منى '.repeat(300)]) {
      const [page] = await readPdf(await stampPdf(small, { ...STAMP, name }, FONT));
      const footer = footerItems(page!.items, page!.height);
      const text = footer.map((item) => item.str).join('');
      expect(text).toContain(`${STAMP.email} · ${STAMP.paymentReference} · ${STAMP.licence} · thegate`);
      for (const item of footer) {
        expect(item.x).toBeGreaterThanOrEqual(0);
        expect(item.x + item.width).toBeLessThanOrEqual(page!.width);
      }
    }
  });

  it('sets Subject and Keywords to the footer line and keeps the rest of the metadata', async () => {
    const source = await makePdf();
    const before = await PDFDocument.load(source, { updateMetadata: false });
    before.setKeywords(['grammar', 'year 7']);
    const withKeywords = await before.save();
    const doc = await PDFDocument.load(await stampPdf(withKeywords, STAMP, FONT), { updateMetadata: false });
    expect(doc.getSubject()).toBe(LINE);
    expect(doc.getKeywords()).toContain('grammar year 7');
    expect(doc.getKeywords()).toContain(LINE);
    expect(doc.getTitle()).toBe('Checkpoint practice pack');
    expect(doc.getAuthor()).toBe('The Gate');
    expect(doc.getProducer()).toBe('Original producer 1.0');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('refuses an encrypted PDF with a StampError that says so', async () => {
    const doc = await PDFDocument.load(await makePdf());
    const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 });
    encrypt.set(PDFName.of('O'), PDFString.of('x'.repeat(32)));
    encrypt.set(PDFName.of('U'), PDFString.of('y'.repeat(32)));
    doc.context.trailerInfo.Encrypt = doc.context.register(encrypt as PDFDict);
    const encrypted = await doc.save({ useObjectStreams: false });
    await expect(stampPdf(encrypted, STAMP, FONT)).rejects.toThrow(StampError);
    await expect(stampPdf(encrypted, STAMP, FONT)).rejects.toThrow(/encrypted/);
  });

  it('refuses bytes that are not a PDF with a StampError', async () => {
    const garbage = new TextEncoder().encode('PK\u0003\u0004 this is not a PDF at all');
    await expect(stampPdf(garbage, STAMP, FONT)).rejects.toThrow(StampError);
    await expect(stampPdf(new Uint8Array(0), STAMP, FONT)).rejects.toThrow(/not a PDF/);
  });
});
