import { describe, expect, it } from 'vitest';
import { levelFromSlug, levelSlug, packageTier, pageCount } from './catalogue-rules';

describe('levelSlug', () => {
  it('lower-cases a level and turns spaces into hyphens (STU-08)', () => {
    expect(levelSlug('Year 5')).toBe('year-5');
    expect(levelSlug(' Year  10 ')).toBe('year-10');
  });
});

describe('levelFromSlug', () => {
  it('maps the four offered years back, and nothing else (GLB-17)', () => {
    expect(levelFromSlug('year-7')).toBe('Year 7');
    expect(levelFromSlug('YEAR-8')).toBe('Year 8');
    expect(levelFromSlug('year-4')).toBeNull();
    expect(levelFromSlug('year-9')).toBeNull();
  });
});

describe('packageTier', () => {
  const tagged = (value: string) => ({ name: 'Whatever', tags: [{ key: 'PackageType', value }] });

  it('reads the tier from the PackageType tag: starter 1, basic 2, pro 3, other 4 (PY-03, PY-04)', () => {
    expect(packageTier(tagged('Starter'))).toBe(1);
    expect(packageTier(tagged('Basic'))).toBe(2);
    expect(packageTier(tagged('Pro'))).toBe(3);
    expect(packageTier(tagged('Gold'))).toBe(4);
  });

  it('ignores the name when the group has tags', () => {
    expect(packageTier({ name: 'Pro Pack', tags: [{ key: 'levels', value: 'Year 5' }] })).toBe(4);
  });

  it('derives the tier from the name when the group has no tags (PY-04)', () => {
    expect(packageTier({ name: 'Basic Pack', tags: [] })).toBe(2);
    expect(packageTier({ name: 'Year 6 Starter Package' })).toBe(1);
    expect(packageTier({ name: 'Pro Bundle', tags: null })).toBe(3);
    expect(packageTier({ name: 'Programme Bundle' })).toBe(4);
  });
});

describe('pageCount', () => {
  it('is ceil(total / pageSize) and 0 for an empty list (contract §3.17)', () => {
    expect(pageCount(0, 6)).toBe(0);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(14, 6)).toBe(3);
  });
});
