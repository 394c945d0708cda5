import { describe, expect, it } from 'vitest';
import { cairoLocalOf, formatCairo, instantOfCairoLocal } from './cairo-time';

// Issue 25 §5: a scheduled post's time is typed and shown in Cairo time, summer time included.
describe('Cairo time', () => {
  it('reads winter (UTC+2) and summer (UTC+3) times both ways', () => {
    expect(instantOfCairoLocal('2026-12-01T09:30')).toBe('2026-12-01T07:30:00.000Z');
    expect(instantOfCairoLocal('2026-07-01T09:30')).toBe('2026-07-01T06:30:00.000Z');
    expect(cairoLocalOf('2026-12-01T07:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(cairoLocalOf('2026-07-01T06:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(formatCairo('2026-12-01T07:30:00.000Z')).toBe('1 Dec 2026, 09:30 Cairo time');
  });

  it('refuses what is not a date and time', () => {
    expect(instantOfCairoLocal('')).toBeNull();
    expect(instantOfCairoLocal('tomorrow')).toBeNull();
  });
});
