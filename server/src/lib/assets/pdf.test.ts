import { describe, expect, it } from 'vitest';
import { makePdf } from './pdf';

const sentence = 'The quick brown fox reads a Checkpoint English passage and answers every question. ';
const longDoc = {
  title: 'Reading Comprehension Pack',
  subtitle: 'Year 7 - Stage 8',
  paragraphs: Array.from({ length: 40 }, () => sentence.repeat(6)),
  footer: 'The Gate - thegate.example',
};

const text = (pdf: Buffer): string => pdf.toString('latin1');
const pageCount = (pdf: Buffer): number => text(pdf).match(/\/Type \/Page(?!s)/g)?.length ?? 0;

function xrefOffsets(pdf: Buffer): number[] {
  const match = /\nxref\n0 (\d+)\n((?:\d{10} \d{5} [nf] \n)+)/.exec(text(pdf));
  if (!match?.[1] || !match[2]) throw new Error('no xref table');
  const rows = match[2].trimEnd().split('\n');
  expect(rows).toHaveLength(Number(match[1]));
  return rows.slice(1).map((row) => Number(row.slice(0, 10)));
}

describe('makePdf', () => {
  it('starts with the PDF 1.4 header and ends with %%EOF', () => {
    const pdf = makePdf({ title: 'Hello', paragraphs: ['World'] });
    expect(text(pdf).startsWith('%PDF-1.4\n')).toBe(true);
    expect(text(pdf).trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has an xref entry pointing at the start of every numbered object', () => {
    const pdf = makePdf(longDoc);
    const offsets = xrefOffsets(pdf);
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, i) => {
      expect(text(pdf.subarray(offset, offset + 20))).toMatch(new RegExp(`^${i + 1} 0 obj\\n`));
    });
  });

  it('points startxref at the xref keyword', () => {
    const pdf = makePdf(longDoc);
    const startxref = /startxref\n(\d+)\n%%EOF\n?$/.exec(text(pdf))?.[1];
    expect(startxref).toBeDefined();
    const at = Number(startxref);
    expect(text(pdf.subarray(at, at + 5))).toBe('xref\n');
  });

  it('declares stream lengths that match the stream bytes', () => {
    const source = text(makePdf(longDoc));
    const streams = [...source.matchAll(/\/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBe(pageCount(makePdf(longDoc)));
    for (const s of streams) {
      const start = (s.index ?? 0) + s[0].length;
      expect(source.slice(start + Number(s[1]), start + Number(s[1]) + 11)).toBe('\nendstream\n');
    }
  });

  it('breaks long text onto more than one page', () => {
    const pdf = makePdf(longDoc);
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(text(pdf)).toContain(`/Count ${pageCount(pdf)}`);
    expect(text(pdf)).toContain(`Page ${pageCount(pdf)} of ${pageCount(pdf)}`);
  });

  it('has as many pages as the catalogue states when the text is shorter', () => {
    const pdf = makePdf({ title: 'Practice Sheet', paragraphs: ['Read the passage.'], pages: 8 });
    expect(pageCount(pdf)).toBe(8);
    expect(text(pdf)).toContain('/Count 8');
    expect(text(pdf)).toContain('Page 8 of 8');
    expect(pageCount(makePdf({ ...longDoc, pages: 1 }))).toBe(pageCount(makePdf(longDoc)));
  });

  it('keeps short text on exactly one page', () => {
    const pdf = makePdf({ title: 'Receipt', paragraphs: ['Thank you for your order.'] });
    expect(pageCount(pdf)).toBe(1);
  });

  it('escapes parentheses and backslashes in the title', () => {
    const source = text(makePdf({ title: 'Grammar (part 1) \\ basics', paragraphs: [] }));
    expect(source).toContain('(Grammar \\(part 1\\) \\\\ basics) Tj');
  });

  it('replaces typographic punctuation outside WinAnsi with ASCII', () => {
    const source = text(makePdf({ title: '\u201cQuoted\u201d \u2013 it\u2019s done\u2026', paragraphs: [] }));
    expect(source).toContain('("Quoted" - it\'s done...) Tj');
  });

  it('gives identical bytes for the same input', () => {
    expect(makePdf(longDoc).equals(makePdf(longDoc))).toBe(true);
  });
});
