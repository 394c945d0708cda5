import fontkit from '@pdf-lib/fontkit';
import { degrees, EncryptedPDFError, ParseSpeeds, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { bidiRuns } from './bidi-runs';
import { FOOTER_SIDE_MARGIN, fitFooter, footerLine, type Stamp } from './footer';
import { StampError } from './stamp-error';

/**
 * Stamps a PDF for its buyer (issue 27 §1): the footer line at the foot of every page as it is
 * shown (whatever its rotation and boxes), and in the metadata's Subject and Keywords. The pages
 * are otherwise untouched: their content streams are kept and one more is added after them
 * (pdf-lib wraps the originals in q/Q first, so a stream that leaves its graphics state changed
 * cannot move or scale the footer). Pure and synchronous in effect: run it in a worker (stamp-pool).
 */
export async function stampPdf(bytes: Uint8Array, stamp: Stamp, font: Uint8Array): Promise<Uint8Array> {
  const doc = await load(bytes);
  try {
    doc.registerFontkit(fontkit);
    // Subset: only the glyphs drawn are embedded, some kB instead of DejaVu's 750 kB per copy.
    const embedded = await doc.embedFont(font, { subset: true });
    const pages = doc.getPages();
    if (pages.length === 0) throw new StampError('The PDF has no pages to stamp.');
    for (const page of pages) drawFooter(page, stamp, embedded);
    const line = footerLine(stamp);
    doc.setSubject(line);
    doc.setKeywords([doc.getKeywords(), line].filter((part): part is string => Boolean(part)));
    // No yielding to the event loop between objects: this runs in a worker with nothing else to serve.
    return await doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
  } catch (error) {
    if (error instanceof StampError) throw error;
    throw new StampError(`The PDF could not be stamped: ${messageOf(error)}`, { cause: error });
  }
}

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    // updateMetadata: false keeps the producer, creator and dates as they were; we set only ours.
    return await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw new StampError('The PDF is encrypted, so it cannot be stamped. Upload it without a password.', {
        cause: error,
      });
    }
    throw new StampError(`The file is not a PDF that can be read: ${messageOf(error)}`, { cause: error });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Where the baseline sits above the page's shown bottom edge, in points. */
const BASELINE = 12;
const GREY = rgb(0.42, 0.42, 0.42);

type Box = { x: number; y: number; width: number; height: number };

function drawFooter(page: PDFPage, stamp: Stamp, font: PDFFont) {
  const box = visibleBox(page);
  const turns = quarterTurns(page);
  const shownWidth = turns % 2 === 0 ? box.width : box.height;
  const measure = (text: string, size: number) => font.widthOfTextAtSize(text, size);
  const { line, size } = fitFooter(stamp, shownWidth - 2 * FOOTER_SIDE_MARGIN, measure);
  const runs = bidiRuns(line).map((run) => ({ ...run, width: measure(run.text, size) }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  // Left to right as shown: each run starts where the one to its left ends.
  const starts = new Map<number, number>();
  let across = (shownWidth - total) / 2;
  for (const run of [...runs].sort((a, b) => a.visualIndex - b.visualIndex)) {
    starts.set(run.visualIndex, across);
    across += run.width;
  }
  // Drawn in the order written, so a text extractor reads the runs back in that order.
  for (const run of runs) {
    const at = toPage(box, turns, starts.get(run.visualIndex) ?? 0, BASELINE);
    page.drawText(run.text, { ...at, size, font, color: GREY, rotate: degrees(turns * 90) });
  }
}

/** What a viewer shows: the CropBox within the MediaBox (a CropBox reaching past it is cut to it). */
function visibleBox(page: PDFPage): Box {
  const media = normalised(page.getMediaBox());
  const crop = normalised(page.getCropBox());
  const x = Math.max(media.x, crop.x);
  const y = Math.max(media.y, crop.y);
  const right = Math.min(media.x + media.width, crop.x + crop.width);
  const top = Math.min(media.y + media.height, crop.y + crop.height);
  // A CropBox entirely off the MediaBox is broken; the MediaBox is then what viewers show.
  return right > x && top > y ? { x, y, width: right - x, height: top - y } : media;
}

/** A box given by any two opposite corners (the PDF format allows either order). */
function normalised(box: Box): Box {
  return {
    x: Math.min(box.x, box.x + box.width),
    y: Math.min(box.y, box.y + box.height),
    width: Math.abs(box.width),
    height: Math.abs(box.height),
  };
}

/** /Rotate as clockwise quarter turns, 0–3; -90 and 450 are allowed, a value off the quarter is ignored by viewers. */
function quarterTurns(page: PDFPage): number {
  const angle = page.getRotation().angle;
  if (!Number.isFinite(angle) || angle % 90 !== 0) return 0;
  return (((angle / 90) % 4) + 4) % 4;
}

/**
 * The page's own coordinates of a point given as (across, up) from the bottom-left corner of the
 * page as shown. A page turned clockwise shows its right edge at the bottom (one turn), its top
 * (two) or its left (three); text drawn turned the same way (pdf-lib turns anticlockwise in page
 * space) then reads upright on screen.
 */
function toPage(box: Box, turns: number, across: number, up: number): { x: number; y: number } {
  const right = box.x + box.width;
  const top = box.y + box.height;
  switch (turns) {
    case 1:
      return { x: right - up, y: box.y + across };
    case 2:
      return { x: right - across, y: top - up };
    case 3:
      return { x: box.x + up, y: top - across };
    default:
      return { x: box.x + across, y: box.y + up };
  }
}
