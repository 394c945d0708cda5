/**
 * The line every paid PDF carries for its buyer (issue 27 §1): on each page's foot and in the
 * document's metadata. What it says is built here; where and how it is drawn is `stamp-pdf.ts`.
 */

export type Stamp = { name: string; email: string; paymentReference: string; licence: string };

const SEPARATOR = ' \u00b7 ';

/**
 * Control characters, and the invisible formatting ones (bidi overrides and isolates, marks, BOM,
 * soft hyphen) except the joiners: an override in a name could otherwise reverse the e-mail beside
 * it as drawn, or hide part of the line. ZWJ/ZWNJ stay, as Arabic-script names use them to join.
 */
const INVISIBLE = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/gu;

/** One part of the line: no control characters, spaces collapsed, trimmed. */
export function cleanPart(text: string): string {
  return text.replace(INVISIBLE, ' ').replace(/\s+/gu, ' ').trim();
}

/** Every part cleaned, so the line drawn, the metadata and the cache key agree. */
export function cleanStamp(stamp: Stamp): Stamp {
  return {
    name: cleanPart(stamp.name),
    email: cleanPart(stamp.email),
    paymentReference: cleanPart(stamp.paymentReference),
    licence: cleanPart(stamp.licence),
  };
}

/** `Licensed to {name} · {email} · {payment reference} · {licence} · thegate`, from the cleaned parts. */
export function footerLine(stamp: Stamp): string {
  const { name, email, paymentReference, licence } = cleanStamp(stamp);
  return `Licensed to ${name}${SEPARATOR}${email}${SEPARATOR}${paymentReference}${SEPARATOR}${licence}${SEPARATOR}thegate`;
}

/** The size the footer is drawn at, and the smallest it shrinks to before the name is shortened. */
export const FOOTER_SIZE = 7.5;
export const FOOTER_MIN_SIZE = 5;
/** Free space kept left and right of the line, in points. */
export const FOOTER_SIDE_MARGIN = 18;

/** Width of `text` at `size` points in the font the footer is drawn with. */
export type Measure = (text: string, size: number) => number;

const ELLIPSIS = '\u2026';

/**
 * The line and size that fit `width` points: the full line at 7.5 pt when it fits, else smaller,
 * down to 5 pt; past that the name is cut (whole characters, marked with an ellipsis), because
 * the e-mail and the payment reference after it are what identify the buyer and must stay on the page.
 */
export function fitFooter(stamp: Stamp, width: number, measure: Measure): { line: string; size: number } {
  const clean = cleanStamp(stamp);
  const line = footerLine(clean);
  const natural = measure(line, FOOTER_SIZE);
  if (natural <= width) return { line, size: FOOTER_SIZE };
  const size = Math.max(FOOTER_MIN_SIZE, (FOOTER_SIZE * width) / natural);
  if (measure(line, size) <= width) return { line, size };
  const graphemes = [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(clean.name)].map(
    (part) => part.segment,
  );
  const withName = (count: number) =>
    footerLine({ ...clean, name: `${graphemes.slice(0, count).join('').trimEnd()}${ELLIPSIS}` });
  // The longest prefix of the name that fits, found by halving: a name can be thousands of characters.
  let low = 0;
  let high = graphemes.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(withName(middle), size) <= width) low = middle;
    else high = middle - 1;
  }
  return { line: withName(low), size };
}
