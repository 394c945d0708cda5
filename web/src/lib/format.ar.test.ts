import { describe, expect, it } from 'vitest';
import { formatFileSize, formatLongDate, formatMoney, formatPrice } from './format';

/** Intl's bidirectional marks around an amount: invisible, but part of the text. */
const MARKS = /[\u200e\u200f\u061c]/g;
/** What a reader sees: without the marks, and Intl's no-break space as a space. */
const visible = (text: string | null) => text?.replace(MARKS, '').replace(/\u00a0/g, ' ');

describe('prices and dates in the Arabic shop (issue 26 §5, decision 026)', () => {
  it('writes Egyptian pounds as ar-EG reads them, with Latin digits and two decimals', () => {
    expect(visible(formatMoney(1500))).toBe('1,500.00 ج.م.');
    expect(visible(formatPrice(52.5))).toBe('52.50 ج.م.');
    // The marks keep the amount in its place inside a sentence of either direction.
    expect(formatMoney(1500)).toMatch(MARKS);
  });

  it('says free in Arabic', () => {
    expect(formatPrice(0)).toBe('مجاني');
    expect(formatPrice(null)).toBe('مجاني');
  });

  it('writes dates with Arabic month names and Latin digits', () => {
    expect(formatLongDate('2025-03-03T10:00:00Z')).toBe('3 مارس 2025');
  });

  it('names file sizes in Arabic', () => {
    expect(formatFileSize(1536)).toBe('1.5 كيلوبايت');
    expect(formatFileSize(512)).toBe('512 بايت');
  });
});
