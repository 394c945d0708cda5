import { describe, expect, it } from 'vitest';
import { formatFileSize, formatLongDate, formatMoney, formatPrice } from './format';

describe('formatPrice', () => {
  it('GLB-14 shows "Free" for 0 and EGP with thousands separators and two decimals otherwise', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(1500)).toBe('EGP 1,500.00');
    expect(formatPrice(149.99)).toBe('EGP 149.99');
    expect(formatPrice(52.5)).toBe('EGP 52.50');
  });

  it('GLB-16 shows a missing price as free', () => {
    expect(formatPrice(undefined)).toBe('Free');
    expect(formatPrice(null)).toBe('Free');
  });
});

describe('formatMoney', () => {
  it('K-02 always shows two decimals', () => {
    expect(formatMoney(1500)).toBe('EGP 1,500.00');
    expect(formatMoney(89.9)).toBe('EGP 89.90');
  });
});

describe('formatLongDate', () => {
  it('BD-05 uses the long US format and ignores a missing or broken date', () => {
    expect(formatLongDate('2025-03-03T00:00:00.000Z')).toBe('March 3, 2025');
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 Bytes'],
    [1536, '1.5 KB'],
    [5242880, '5 MB'],
    [1073741824, '1 GB'],
  ])('MM-13 shows %i bytes as "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('MM-13 AMB-28 keeps at most 2 decimals, drops trailing zeros and counts in 1024s', () => {
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1000)).toBe('1000 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(2516582)).toBe('2.4 MB');
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(1048575)).toBe('1 MB');
  });

  it('K-11 stops at GB', () => {
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });

  it('MM-13 gives nothing to show for 0, a missing or a negative size', () => {
    expect(formatFileSize(0)).toBeNull();
    expect(formatFileSize(null)).toBeNull();
    expect(formatFileSize(undefined)).toBeNull();
    expect(formatFileSize(-5)).toBeNull();
  });
});
