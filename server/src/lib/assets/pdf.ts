import { grayscale, PageSizes, ParseSpeeds, PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/**
 * Simple text documents (worksheets, books, handouts) as PDF, with pdf-lib and its standard fonts
 * (issue 12 §6). Output is deterministic: fixed dates and no random ids, so identical input
 * yields identical bytes.
 */

export interface PdfDoc {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  footer?: string;
  author?: string;
  /**
   * Exactly this many pages: the catalogue shows the count, so the file must have it. Pages after
   * the text are numbered practice pages; text that needs more pages than this is an error.
   */
  pages?: number | null;
  /** `slides`: 16:9 landscape pages, as a presentation saved as PDF. */
  shape?: Shape;
  /**
   * What the pages after the text hold, one exercise a page, in turn. Without any, those pages are
   * ruled lines headed "Practice and notes".
   */
  exercises?: Exercise[];
}

/** A practice page's content: an extract to read, then numbered questions on it. */
export type Exercise = { heading: string; extract: string; questions: string[] };

export type Shape = 'page' | 'slides';

type ShapeSpec = { size: [number, number]; margin: number; top: number; bottom: number };

const SHAPES: Record<Shape, ShapeSpec> = {
  page: { size: PageSizes.A4, margin: 56, top: 72, bottom: 80 },
  slides: { size: [960, 540], margin: 60, top: 56, bottom: 70 },
};

/** The creation and modification date of every document: a real date would change the bytes. */
const FIXED_DATE = new Date(Date.UTC(2025, 0, 1));
const FOOTER_Y = 40;
const RULE_GAP = 24;

type Fonts = { regular: PDFFont; bold: PDFFont };
type Style = { font: keyof Fonts; size: number; leading: number; gray: number };
type Line = Style & { text: string; y: number };

const TITLE: Style = { font: 'bold', size: 24, leading: 29, gray: 0.1 };
const RUNNING_HEAD: Style = { font: 'bold', size: 11, leading: 15.5, gray: 0.35 };
const HEADING: Style = { font: 'bold', size: 14, leading: 19, gray: 0.1 };
const SUBTITLE: Style = { font: 'regular', size: 13, leading: 17, gray: 0.4 };
const BODY: Style = { font: 'regular', size: 11, leading: 15.5, gray: 0 };
const FOOTER = { size: 8, gray: 0.45 };
const HEADER_GAP = 18;
const PARAGRAPH_GAP = 8;

export async function makePdf(doc: PdfDoc): Promise<Buffer> {
  const pdf = await newDocument(doc.title, doc.author);
  await addPages(pdf, doc, { numbered: true });
  return save(pdf);
}

/**
 * A preview of `full`: its first pages (two, or one for a document of three pages or fewer), then
 * a closing page with `note`. The sample pages are the file's own, so the preview shows the file.
 */
export async function makePreviewPdf(
  full: Uint8Array,
  preview: { title: string; note: string; footer?: string },
): Promise<Buffer> {
  const source = await PDFDocument.load(full, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const pdf = await newDocument(preview.title, source.getAuthor());
  const total = source.getPageCount();
  const sample = total > 3 ? 2 : 1;
  const pages = await pdf.copyPages(
    source,
    Array.from({ length: sample }, (_, i) => i),
  );
  for (const page of pages) pdf.addPage(page);
  const shape: Shape = source.getPage(0).getWidth() === SHAPES.slides.size[0] ? 'slides' : 'page';
  const closing = { title: 'End of the preview', paragraphs: [preview.note], footer: preview.footer, shape };
  await addPages(pdf, closing, { numbered: false });
  return save(pdf);
}

async function newDocument(title: string, author: string | undefined): Promise<PDFDocument> {
  // updateMetadata: false, or pdf-lib stamps the current time and its own producer.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  if (author) pdf.setAuthor(author);
  pdf.setCreator('The Gate');
  pdf.setProducer('The Gate');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  return pdf;
}

async function save(pdf: PDFDocument): Promise<Buffer> {
  // pdf-lib otherwise pauses on a timer every 50 objects, which makes a long book slow to write.
  return Buffer.from(await pdf.save({ objectsPerTick: Number.POSITIVE_INFINITY }));
}

async function addPages(pdf: PDFDocument, doc: PdfDoc, { numbered }: { numbered: boolean }) {
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const shape = SHAPES[doc.shape ?? 'page'];
  const pages = layout(doc, fonts, shape);
  const wanted = doc.pages ?? pages.length;
  if (pages.length > wanted) {
    throw new RangeError(`"${doc.title}" needs ${pages.length} pages for its text, but is stated to have ${wanted}`);
  }
  const footerStyle = { size: FOOTER.size, font: fonts.regular, color: grayscale(FOOTER.gray) };
  // One line, left of the widest page number.
  const widest = numbered ? fonts.regular.widthOfTextAtSize(`Page ${wanted} of ${wanted}`, FOOTER.size) : 0;
  const footerWidth = shape.size[0] - 2 * shape.margin - widest - 12;
  const footer = doc.footer && wrap(printable(doc.footer, fonts.regular), fonts.regular, FOOTER.size, footerWidth)[0];
  const practice = await practicePages(pdf, doc, shape, wanted - pages.length);
  for (let index = 0; index < wanted; index++) {
    const page = pdf.addPage(shape.size);
    const [width] = shape.size;
    const lines = pages[index];
    if (lines) drawLines(page, lines, fonts, shape);
    else page.drawPage(practice[(index - pages.length) % practice.length]!);
    page.drawLine({
      start: { x: shape.margin, y: FOOTER_Y + 14 },
      end: { x: width - shape.margin, y: FOOTER_Y + 14 },
      thickness: 0.5,
      color: grayscale(0.8),
    });
    if (numbered) {
      const label = `Page ${index + 1} of ${wanted}`;
      const x = width - shape.margin - fonts.regular.widthOfTextAtSize(label, FOOTER.size);
      page.drawText(label, { ...footerStyle, x, y: FOOTER_Y });
    }
    if (footer) page.drawText(footer, { ...footerStyle, x: shape.margin, y: FOOTER_Y });
  }
}

function drawLines(page: PDFPage, lines: Line[], fonts: Fonts, shape: ShapeSpec) {
  for (const line of lines) {
    page.drawText(line.text, {
      x: shape.margin,
      y: line.y,
      size: line.size,
      font: fonts[line.font],
      color: grayscale(line.gray),
    });
  }
}

/**
 * The pages after the text (a book has a hundred): the title as a running head, then an exercise
 * (an extract and its questions) or "Practice and notes", then ruled lines to write on. Each
 * distinct page is drawn once and placed wherever it recurs, which keeps a long book small and
 * quick to write.
 */
async function practicePages(pdf: PDFDocument, doc: PdfDoc, shape: ShapeSpec, count: number) {
  if (count <= 0) return [];
  const sketch = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await sketch.embedFont(StandardFonts.Helvetica),
    bold: await sketch.embedFont(StandardFonts.HelveticaBold),
  };
  const exercises = doc.exercises?.length ? doc.exercises.slice(0, count) : [null];
  const pages = exercises.map((exercise) => {
    const page = sketch.addPage(shape.size);
    const { lines, y: textEnd } = practiceLines(doc.title, exercise, fonts, shape);
    drawLines(page, lines, fonts, shape);
    const [width] = shape.size;
    for (let y = textEnd - RULE_GAP; y > shape.bottom; y -= RULE_GAP) {
      page.drawLine({
        start: { x: shape.margin, y },
        end: { x: width - shape.margin, y },
        thickness: 0.4,
        color: grayscale(0.82),
      });
    }
    return page;
  });
  // A font is written into its document only when the document is flushed (or saved): placing the
  // pages before that left them naming font objects that were never written (issue 23 §7).
  await sketch.flush();
  return pdf.embedPages(pages);
}

/** A practice page's text, top down, and where it ends. */
function practiceLines(title: string, exercise: Exercise | null, fonts: Fonts, shape: ShapeSpec) {
  const [width, height] = shape.size;
  const lines: Line[] = [];
  let y = height - shape.top;
  const add = (style: Style, text: string, spaceAfter = 0, maxLines = Number.POSITIVE_INFINITY) => {
    const font = fonts[style.font];
    for (const line of wrap(printable(text, font), font, style.size, width - 2 * shape.margin).slice(0, maxLines)) {
      y -= style.leading;
      lines.push({ ...style, text: line, y });
    }
    y -= spaceAfter;
  };
  add(RUNNING_HEAD, title, BODY.leading / 2, 1);
  if (!exercise) add(BODY, 'Practice and notes');
  else {
    add(HEADING, exercise.heading, PARAGRAPH_GAP);
    add(BODY, exercise.extract, PARAGRAPH_GAP * 2);
    add({ ...BODY, font: 'bold' }, 'Questions', PARAGRAPH_GAP / 2);
    for (const [index, question] of exercise.questions.entries()) add(BODY, `${index + 1}. ${question}`, 4);
  }
  if (y < shape.bottom) {
    throw new RangeError(`"${exercise?.heading}" does not fit on one practice page of "${title}"`);
  }
  return { lines, y };
}

type Block = Style & { text: string; spaceAfter: number };

function blocksOf(doc: PdfDoc): Block[] {
  const blocks: Block[] = [{ ...TITLE, text: doc.title, spaceAfter: doc.subtitle ? 4 : HEADER_GAP }];
  if (doc.subtitle) blocks.push({ ...SUBTITLE, text: doc.subtitle, spaceAfter: HEADER_GAP });
  for (const text of doc.paragraphs) blocks.push({ ...BODY, text, spaceAfter: PARAGRAPH_GAP });
  return blocks;
}

/** Lays the text out top to bottom, starting a new page whenever a line would not fit. */
function layout(doc: PdfDoc, fonts: Fonts, shape: ShapeSpec): Line[][] {
  const [width, height] = shape.size;
  const pages: Line[][] = [[]];
  let y = height - shape.top;
  for (const block of blocksOf(doc)) {
    const font = fonts[block.font];
    for (const text of wrap(printable(block.text, font), font, block.size, width - 2 * shape.margin)) {
      if (y - block.leading < shape.bottom) {
        pages.push([]);
        y = height - shape.top;
      }
      y -= block.leading;
      pages.at(-1)!.push({ ...block, text, y });
    }
    y -= block.spaceAfter;
  }
  return pages;
}

/** Greedy word wrap; a word wider than the line is split by character. */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const ch of word) {
      if (current && !fits(current + ch)) {
        lines.push(current);
        current = '';
      }
      current += ch;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  return known;
}

/**
 * The text with every character the standard font cannot encode (it has WinAnsi only) replaced:
 * white space by a space, an accented letter by its base letter, anything else by "?".
 */
export function printable(text: string, font: PDFFont): string {
  const known = characterSet(font);
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (/\s/.test(ch)) out += ' ';
    else if (known.has(code)) out += ch;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => known.has(c.codePointAt(0)!)) && base ? base : '?';
    }
  }
  return out;
}
