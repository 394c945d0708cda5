import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { FOOTER_FONT_PATH } from './font';
import type { Stamp } from './footer';

/** What the stamping tests make and read back: test support, imported by *.test.ts only. */

export const FONT = readFileSync(FOOTER_FONT_PATH);

export const STAMP: Stamp = {
  name: 'Mona Hassan',
  email: 'mona@example.com',
  paymentReference: 'TG-2026-0042',
  licence: 'Single user',
};

export type SourcePage = {
  text: string;
  size: [number, number];
  rotate?: number;
  cropBox?: [number, number, number, number];
};

/** A portrait A4, a landscape page, a page turned 90° and one whose boxes do not start at 0,0. */
export const MIXED_PAGES: SourcePage[] = [
  { text: 'Reading comprehension: portrait page', size: [595, 842] },
  { text: 'Vocabulary table: landscape page', size: [842, 595] },
  { text: 'Answer key: turned page', size: [595, 842], rotate: 90 },
  { text: 'Inference practice: cropped page', size: [612, 792], cropBox: [40, 60, 500, 640] },
];

/** A PDF with `pages`, each saying its text near its top as shown, and metadata of its own. */
export async function makePdf(pages: SourcePage[] = MIXED_PAGES): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const page = doc.addPage(spec.size);
    if (spec.cropBox) page.setCropBox(...spec.cropBox);
    const [x, y] = spec.cropBox
      ? [spec.cropBox[0] + 20, spec.cropBox[1] + spec.cropBox[3] - 40]
      : [40, spec.size[1] - 60];
    if (spec.rotate === 90) {
      page.setRotation(degrees(90));
      page.drawText(spec.text, { x: 60, y: 40, size: 14, font, rotate: degrees(90) });
    } else {
      page.drawText(spec.text, { x, y, size: 14, font });
    }
  }
  doc.setTitle('Checkpoint practice pack');
  doc.setAuthor('The Gate');
  doc.setProducer('Original producer 1.0');
  doc.setModificationDate(new Date('2026-01-02T03:04:05Z'));
  return doc.save();
}

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export type ShownText = {
  str: string;
  /** Where the item starts on the page as shown (rotation applied), y measured down from the top. */
  x: number;
  y: number;
  width: number;
  /** The item's baseline direction as shown: [1, 0] reads left to right, upright. */
  direction: [number, number];
};

export type ShownPage = { width: number; height: number; rotate: number; items: ShownText[]; text: string };

/** Every page as pdfjs (the reader the web app uses) shows it and extracts its text. */
export async function readPdf(bytes: Uint8Array): Promise<ShownPage[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    verbosity: 0,
  }).promise;
  try {
    const pages: ShownPage[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: ShownText[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a, b, , , e, f] = Util.transform(viewport.transform, item.transform) as number[];
        const length = Math.hypot(a ?? 0, b ?? 0) || 1;
        items.push({
          str: item.str,
          x: e ?? 0,
          y: f ?? 0,
          width: item.width,
          direction: [(a ?? 0) / length, (b ?? 0) / length],
        });
      }
      pages.push({
        width: viewport.width,
        height: viewport.height,
        rotate: page.rotate,
        items,
        text: items.map((item) => item.str).join(''),
      });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
