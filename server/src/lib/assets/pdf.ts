/**
 * Minimal, dependency-free PDF 1.4 writer for simple text documents (worksheets, receipts).
 * Output is deterministic: no dates or ids, so identical input yields identical bytes.
 */

export interface PdfDoc {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  footer?: string;
  /** At least this many pages: the catalogue states a page count, and the file must match it. */
  pages?: number | null;
}

type FontKey = 'F1' | 'F2';

interface Line {
  font: FontKey;
  size: number;
  gray: number;
  x: number;
  y: number;
  text: string;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN_X = 56;
const MARGIN_TOP = 72;
const BODY_BOTTOM = 80;
const FOOTER_Y = 40;
const TEXT_W = PAGE_W - 2 * MARGIN_X;

// Adobe AFM advance widths (1/1000 em) for WinAnsi codes 32..126; Latin-1 falls back to 556.
const WIDTHS: Record<FontKey, number[]> = {
  F1: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584,
  ],
  F2: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584,
  ],
};

// Typographic punctuation that WinAnsi would encode in 0x80-0x9F; kept ASCII for portability.
const ASCII_FALLBACKS: [chars: string, ascii: string][] = [
  ['\u2018\u2019\u201A\u2032', "'"],
  ['\u201C\u201D\u201E\u2033', '"'],
  ['\u2010\u2011\u2012\u2013\u2014\u2212', '-'],
  ['\u2026', '...'],
  ['\u2022', '*'],
  ['\u20AC', 'EUR'],
  ['\u2122', '(TM)'],
];

/** Maps text onto printable Latin-1 (the WinAnsi subset we emit), one char = one byte. */
function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff)) out += ch;
    else if (code <= 0x20 || code === 0xa0 || ch === '\u2028' || ch === '\u2029') out += ' ';
    else {
      const fallback = ASCII_FALLBACKS.find(([chars]) => chars.includes(ch))?.[1];
      if (fallback !== undefined) {
        out += fallback;
        continue;
      }
      // Accented letters outside Latin-1 (e.g. Polish, Turkish) degrade to their base letter.
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]+$/.test(base) ? base : '?';
    }
  }
  return out;
}

function textWidth(text: string, font: FontKey, size: number): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    units += WIDTHS[font][text.charCodeAt(i) - 32] ?? 556;
  }
  return (units * size) / 1000;
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Greedy word wrap; words wider than the line are split by character. */
function wrap(text: string, font: FontKey, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter((w) => w.length > 0)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, font, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const ch of word) {
      if (current && textWidth(current + ch, font, size) > maxWidth) {
        lines.push(current);
        current = '';
      }
      current += ch;
    }
  }
  if (current) lines.push(current);
  return lines;
}

interface Style {
  font: FontKey;
  size: number;
  leading: number;
  gray: number;
}

interface Block extends Style {
  text: string;
  spaceAfter: number;
}

const TITLE: Style = { font: 'F2', size: 24, leading: 29, gray: 0.1 };
const SUBTITLE: Style = { font: 'F1', size: 13, leading: 17, gray: 0.4 };
const BODY: Style = { font: 'F1', size: 11, leading: 15.5, gray: 0 };
const HEADER_GAP = 18;

function blocksFor(doc: PdfDoc): Block[] {
  const blocks: Block[] = [{ text: doc.title, ...TITLE, spaceAfter: doc.subtitle ? 4 : HEADER_GAP }];
  if (doc.subtitle) blocks.push({ text: doc.subtitle, ...SUBTITLE, spaceAfter: HEADER_GAP });
  for (const p of doc.paragraphs) blocks.push({ text: p, ...BODY, spaceAfter: 8 });
  return blocks;
}

/** Lays the blocks out top to bottom, starting a new page whenever a line would not fit. */
function layout(doc: PdfDoc): Line[][] {
  const pages: Line[][] = [[]];
  let y = PAGE_H - MARGIN_TOP;
  for (const block of blocksFor(doc)) {
    for (const text of wrap(toWinAnsi(block.text), block.font, block.size, TEXT_W)) {
      if (y - block.leading < BODY_BOTTOM) {
        pages.push([]);
        y = PAGE_H - MARGIN_TOP;
      }
      y -= block.leading;
      const { font, size, gray } = block;
      pages[pages.length - 1]?.push({ font, size, gray, x: MARGIN_X, y, text });
    }
    y -= block.spaceAfter;
  }
  // Pages beyond the text are practice pages, numbered like the rest, so a reader can page through.
  while (pages.length < (doc.pages ?? 0)) {
    const number = pages.length + 1;
    pages.push([
      { ...BODY, x: MARGIN_X, y: PAGE_H - MARGIN_TOP - BODY.leading, text: `Practice and notes - page ${number}` },
    ]);
  }
  return pages;
}

function footerLines(footer: string | undefined, page: number, total: number): Line[] {
  const label = `Page ${page} of ${total}`;
  const x = PAGE_W - MARGIN_X - textWidth(label, 'F1', 8);
  const lines: Line[] = [{ font: 'F1', size: 8, gray: 0.45, x, y: FOOTER_Y, text: label }];
  if (footer) {
    const maxWidth = x - MARGIN_X - 12;
    const text = wrap(toWinAnsi(footer), 'F1', 8, maxWidth)[0] ?? '';
    lines.push({ font: 'F1', size: 8, gray: 0.45, x: MARGIN_X, y: FOOTER_Y, text });
  }
  return lines;
}

const num = (n: number): string => String(Math.round(n * 100) / 100);

function contentStream(lines: Line[]): string {
  const ruleY = FOOTER_Y + 14;
  const rule = `0.8 G 0.5 w ${MARGIN_X} ${ruleY} m ${PAGE_W - MARGIN_X} ${ruleY} l S`;
  const ops = lines.map(
    (l) =>
      `BT /${l.font} ${num(l.size)} Tf ${num(l.gray)} g ` +
      `1 0 0 1 ${num(l.x)} ${num(l.y)} Tm (${escapePdfString(l.text)}) Tj ET`,
  );
  return [rule, ...ops].join('\n');
}

/** Writes objects 1..n plus an exact xref; every string is Latin-1, so 1 char = 1 byte. */
function serialise(objects: string[], infoRef: number): Buffer {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoRef} 0 R >>\n`;
  out += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function makePdf(doc: PdfDoc): Buffer {
  const pages = layout(doc);
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  // Fixed numbering: 1 catalog, 2 pages, 3-4 fonts, 5 info, then (page, content) pairs.
  const pageRefs = pages.map((_, i) => `${6 + i * 2} 0 R`);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Title (${escapePdfString(toWinAnsi(doc.title))}) /Producer (The Gate) >>`,
  ];
  pages.forEach((lines, i) => {
    const stream = contentStream([...lines, ...footerLines(doc.footer, i + 1, pages.length)]);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  return serialise(objects, 5);
}
