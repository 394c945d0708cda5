import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney, formatPrice } from './format';

describe('formatPrice', () => {
  it('GLB-14 shows "Free" for 0 and EGP with thousands separators otherwise', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(1500)).toBe('EGP 1,500');
    expect(formatPrice(149.99)).toBe('EGP 149.99');
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
