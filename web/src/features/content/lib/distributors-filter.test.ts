import type { Distributor } from '@the-gate/contract/content';
import { describe, expect, it } from 'vitest';
import { filterDistributors, telHref } from './distributors-filter';

const distributor = (id: number, name: string, description: string): Distributor => ({
  id,
  name,
  description,
  imageUrl: null,
  tags: ['Books'],
  locations: [],
});

const list = [
  distributor(1, 'Nile Scholar Bookshops', 'Educational bookshops in eastern Cairo.'),
  distributor(2, 'Kalimat Books', 'Independent shops in Zamalek and Giza.'),
  distributor(3, 'Horizon Supplies', 'Stationery for schools in New Cairo; books too.'),
];

const names = (found: Distributor[]) => found.map((item) => item.name);

describe('filterDistributors (B§5, DIS-04)', () => {
  it('keeps every distributor for a blank search', () => {
    expect(names(filterDistributors(list, '   '))).toEqual(names(list));
  });

  it('matches the name ignoring case', () => {
    expect(names(filterDistributors(list, 'KALIMAT'))).toEqual(['Kalimat Books']);
  });

  it('matches the description ignoring case', () => {
    expect(names(filterDistributors(list, 'zamalek'))).toEqual(['Kalimat Books']);
  });

  it('matches a word found in a name of one and the description of another', () => {
    expect(names(filterDistributors(list, 'books'))).toEqual([
      'Nile Scholar Bookshops',
      'Kalimat Books',
      'Horizon Supplies',
    ]);
  });

  it('finds nothing when neither field holds the text', () => {
    expect(filterDistributors(list, 'Alexandria')).toEqual([]);
  });
});

describe('telHref (DIS-03)', () => {
  it('keeps the digits and the leading plus', () => {
    expect(telHref('+20 2 2417 5500')).toBe('tel:+20224175500');
  });

  it('drops brackets and dashes from a local number', () => {
    expect(telHref('(02) 2417-5500')).toBe('tel:0224175500');
  });
});
