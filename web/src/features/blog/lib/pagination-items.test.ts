import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

/** The items as the bar reads them: "1 … 4 5 6 … 10". */
const read = (current: number, pageCount: number) =>
  paginationItems(current, pageCount)
    .map((item) => (typeof item === 'number' ? String(item) : '…'))
    .join(' ');

describe('paginationItems', () => {
  it.each([
    // The checklist's three examples (BL-03).
    [1, 10, '1 2 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [10, 10, '1 … 9 10'],
    // Around the ends and in small listings.
    [2, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 … 3 4 5 … 10'],
    [8, 10, '1 … 7 8 9 10'],
    [9, 10, '1 … 8 9 10'],
    [1, 1, '1'],
    [1, 2, '1 2'],
    [2, 3, '1 2 3'],
    [1, 3, '1 2 3'],
    [3, 5, '1 2 3 4 5'],
    [1, 0, ''],
  ])('BL-03 page %i of %i reads "%s"', (current, pageCount, expected) => {
    expect(read(current, pageCount)).toBe(expected);
  });

  it('BL-03 marks the gap before the current page apart from the one after it', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
  });

  it('stays short for a very long listing', () => {
    expect(read(50_000, 100_000)).toBe('1 … 49999 50000 50001 … 100000');
  });
});
