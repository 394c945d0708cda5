import { describe, expect, it } from 'vitest';
import { pageWindow, parsePage } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [1, 3, [1, 2, 3]],
  ])('MC-16 page %i of %i shows %j', (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual(pages);
  });

  it('MC-16 clamps near the ends and keeps 5 buttons', () => {
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('K-09 never offers more than 5 buttons, nor pages that do not exist', () => {
    expect(pageWindow(50, 100)).toEqual([48, 49, 50, 51, 52]);
    expect(pageWindow(12, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('parsePage', () => {
  it('reads a whole page number from the address and takes anything else as page 1', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage('10')).toBe(10);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-3')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});
