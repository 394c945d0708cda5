import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { parsePage, readableSlug, withPage } from './blog-links';

describe('blog links', () => {
  it('BA-04 a category listing lives at /blog/category/{categorySlug}', () => {
    expect(paths.blogCategory.href('reading')).toBe('/blog/category/reading');
    expect(paths.blogCategory.href('a b/c')).toBe('/blog/category/a%20b%2Fc');
  });

  it('puts the page in the address, leaving page 1 without one', () => {
    expect(withPage('/blog', 1)).toBe('/blog');
    expect(withPage('/blog', 2)).toBe('/blog?page=2');
    expect(withPage('/blog/category/reading', 3)).toBe('/blog/category/reading?page=3');
  });

  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
    ['99999999', 100_000],
  ])('reads ?page=%s as page %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it('makes a slug readable', () => {
    expect(readableSlug('reading-skills')).toBe('Reading Skills');
    expect(readableSlug('exam_tips')).toBe('Exam Tips');
  });
});
