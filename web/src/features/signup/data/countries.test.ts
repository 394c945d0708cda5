import { describe, expect, it } from 'vitest';
import { COUNTRIES, exactCountry, filterCountries } from './countries';

describe('countries', () => {
  it('REG-21: lists the 193 UN member states and Palestine once each, in English alphabetical order, Egypt included', () => {
    expect(COUNTRIES).toHaveLength(194);
    expect(new Set(COUNTRIES).size).toBe(194);
    expect(COUNTRIES).toContain('Palestine');
    expect([...COUNTRIES].sort(new Intl.Collator('en').compare)).toEqual(COUNTRIES);
    expect(COUNTRIES).toContain('Egypt');
  });

  it('REG-22: the filter ignores case and accents', () => {
    expect(filterCountries('egy')).toEqual(['Egypt']);
    expect(filterCountries('EGY')).toEqual(['Egypt']);
    expect(filterCountries('cote')).toEqual(["Côte d'Ivoire"]);
    expect(filterCountries('zzz')).toEqual([]);
    expect(filterCountries('  ')).toBe(COUNTRIES);
  });

  it('an exactly typed name stands for the listed country', () => {
    expect(exactCountry(' egypt ')).toBe('Egypt');
    expect(exactCountry('turkiye')).toBe('Türkiye');
    expect(exactCountry('Egy')).toBeNull();
  });
});
