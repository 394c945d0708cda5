import { describe, expect, it } from 'vitest';
import { cleanStamp, FOOTER_MIN_SIZE, FOOTER_SIZE, fitFooter, footerLine } from './footer';
import { STAMP } from './test-files';

/** A stand-in for the font: every character 0.5 em wide. */
const measure = (text: string, size: number) => [...text].length * size * 0.5;

describe('footerLine', () => {
  it('is the licence line, its parts set apart by middle dots', () => {
    expect(footerLine(STAMP)).toBe(
      'Licensed to Mona Hassan \u00b7 mona@example.com \u00b7 TG-2026-0042 \u00b7 Single user \u00b7 thegate',
    );
  });

  it('drops control and bidi-override characters, collapses spaces and trims each part', () => {
    const stamp = cleanStamp({
      name: '  Mona\u0000\tHassan\n\u202e',
      email: '\u200emona@example.com ',
      paymentReference: 'TG-1\u2066',
      licence: 'Single\u00a0\u00a0user',
    });
    expect(stamp).toEqual({
      name: 'Mona Hassan',
      email: 'mona@example.com',
      paymentReference: 'TG-1',
      licence: 'Single user',
    });
  });

  it('keeps the zero-width non-joiner that Arabic-script names use', () => {
    expect(cleanStamp({ ...STAMP, name: 'می\u200cخواهم' }).name).toBe('می\u200cخواهم');
  });
});

describe('fitFooter', () => {
  it('keeps the full size when the line fits', () => {
    const { line, size } = fitFooter(STAMP, 1000, measure);
    expect(line).toBe(footerLine(STAMP));
    expect(size).toBe(FOOTER_SIZE);
  });

  it('shrinks the line to fit, down to the smallest size', () => {
    const full = measure(footerLine(STAMP), FOOTER_SIZE);
    const { line, size } = fitFooter(STAMP, full * 0.8, measure);
    expect(line).toBe(footerLine(STAMP));
    expect(size).toBeCloseTo(FOOTER_SIZE * 0.8, 5);
  });

  it('past the smallest size shortens the name, not the e-mail, to the longest that fits', () => {
    const stamp = { ...STAMP, name: 'A'.repeat(5000) };
    const width = 400;
    const { line, size } = fitFooter(stamp, width, measure);
    expect(size).toBe(FOOTER_MIN_SIZE);
    expect(measure(line, size)).toBeLessThanOrEqual(width);
    expect(measure(line, size)).toBeGreaterThan(width - measure('A', size) * 2);
    expect(line).toMatch(/^Licensed to A+\u2026 · mona@example\.com · TG-2026-0042 · Single user · thegate$/);
  });

  it('cuts a name between whole characters, never inside one', () => {
    const stamp = { ...STAMP, name: '👩🏽‍🏫'.repeat(200) };
    const { line } = fitFooter(stamp, 300, measure);
    const name = line.slice('Licensed to '.length, line.indexOf('\u2026'));
    expect(name.length % '👩🏽‍🏫'.length).toBe(0);
  });
});
