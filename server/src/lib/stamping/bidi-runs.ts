import bidiFactory from 'bidi-js';

/**
 * A left-to-right line cut where its direction changes, so each piece can be drawn on its own
 * (issue 27 §2). Drawn as one string, the PDF holds a mixed line in an order no text extractor
 * turns back into what was written; drawn piece by piece, in the order written, each piece comes
 * back whole and the pieces come back in order. Where each piece goes is the bidi algorithm's
 * visual order; the glyphs inside a right-to-left piece are shaped and laid right to left by
 * fontkit, so its text is kept in logical order here (reversing it too would mirror it back).
 */
export type BidiRun = {
  /** The piece as fontkit is given it: in logical order (as typed), brackets mirrored if right to left. */
  text: string;
  /** Its bidi embedding level: odd is right to left. */
  level: number;
  /** Its place from the left, 0 first, once the line is laid out. */
  visualIndex: number;
};

const bidi = bidiFactory();

/**
 * Scripts fontkit lays right to left by itself. An odd-level piece without one (a lone bracket or
 * dash between two right-to-left words) would be laid left to right, so its characters are reversed
 * here. Brackets in right-to-left pieces are mirrored here too ("(" is drawn as ")"), as fontkit
 * does not: they then enclose as they should on the page, at the cost of coming back swapped from a
 * text extractor (no extractor mirrors them back); names with brackets are rare, and the page is what
 * people read.
 */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** The runs of `line` (a left-to-right paragraph) in logical order, each with its visual place. */
export function bidiRuns(line: string): BidiRun[] {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line, 'ltr');
  const { levels } = embedding;
  const runs: { start: number; end: number; level: number }[] = [];
  for (let index = 0; index < line.length; index += 1) {
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level });
  }
  // Where each character lands once the line is reordered (rule L2); a run stays in one piece.
  const positions = Array.from({ length: line.length }, (_, index) => index);
  for (const segment of bidi.getReorderSegments(line, embedding)) {
    const [start, end] = segment as [number, number];
    const reversed = positions.slice(start, end + 1).reverse();
    positions.splice(start, reversed.length, ...reversed);
  }
  const visualOf = new Map<number, number>();
  positions.forEach((logical, visual) => {
    visualOf.set(logical, visual);
  });
  const byVisual = [...runs].sort((a, b) => (visualOf.get(a.start) ?? 0) - (visualOf.get(b.start) ?? 0));
  return runs.map((run) => ({
    text: shown(line.slice(run.start, run.end), run.level),
    level: run.level,
    visualIndex: byVisual.indexOf(run),
  }));
}

function shown(text: string, level: number): string {
  if (level % 2 === 0) return text;
  return mirrored(RTL_SCRIPT.test(text) ? text : [...text].reverse().join(''));
}

function mirrored(text: string): string {
  return [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');
}
