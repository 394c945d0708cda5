import { describe, expect, it } from 'vitest';
import { bundleSaving, levelFromSlug, levelSlug, packageTier, pageCount } from './catalogue-rules';

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

describe('bundleSaving (issue 23 §7)', () => {
  const paid = (price: number) => ({ price, isFree: false });
  const free = { price: 0, isFree: true };

  it("is the contents' prices added up, less the package's price, exact to the cent", () => {
    // The Year 5 Starter's sheets: 0 + 0 + 49.99 + 55.5 + 39 = 144.49.
    const sheets = [free, free, paid(49.99), paid(55.5), paid(39)];
    expect(bundleSaving(paid(119), sheets)).toEqual({ amount: 25.49, separately: 144.49, itemCount: 5 });
    // 0.1 + 0.2 would be 0.30000000000000004 in floating point.
    expect(bundleSaving(paid(0.05), [paid(0.1), paid(0.2)])).toEqual({ amount: 0.25, separately: 0.3, itemCount: 2 });
  });

  it('counts a free item as 0 whatever price it carries, and a free package as costing nothing', () => {
    expect(bundleSaving(paid(50), [paid(40), { price: 30, isFree: true }, paid(20)])).toMatchObject({
      amount: 10,
      separately: 60,
    });
    expect(bundleSaving({ price: 99, isFree: true }, [paid(40)])).toMatchObject({ amount: 40 });
  });

  it('is null when the package saves nothing, costs more, or lists no contents', () => {
    expect(bundleSaving(paid(60), [paid(40), paid(20)])).toBeNull();
    expect(bundleSaving(paid(549), [paid(500), paid(44.98)])).toBeNull();
    expect(bundleSaving(paid(0), [])).toBeNull();
    expect(bundleSaving(paid(10), undefined)).toBeNull();
    expect(bundleSaving(paid(10), [free, free])).toBeNull();
  });
});
