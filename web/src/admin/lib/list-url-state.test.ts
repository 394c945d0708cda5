import { describe, expect, it } from 'vitest';
import { activeNavItem, NAV_ITEMS } from '../layout/nav-items';
import { listQueryFrom, listSummary, nextListQuery, nextSort, oneOf, validPage, validSearch } from './list-url-state';

/** Issue 24 §6: the kit's list state in the address, shared by every kind's list. */

const RULES = {
  keys: ['search', 'kind', 'page'] as const,
  valid: { search: validSearch, kind: oneOf(['package', 'book']), page: validPage },
};

describe('list state in the address (issue 24 §6)', () => {
  it('keeps what the server accepts and drops the rest, so a hand-edited address still lists something', () => {
    expect(listQueryFrom(RULES, new URLSearchParams('search=%20%20&kind=boat&page=3&extra=1'))).toEqual({ page: '3' });
    expect(listQueryFrom(RULES, new URLSearchParams('kind=book&page=1'))).toEqual({ kind: 'book' });
  });

  it('goes back to the first page on a new filter, writes the keys in one order and leaves empty values out', () => {
    expect(nextListQuery(RULES, { page: '4', search: 'x' }, { kind: 'book' }).toString()).toBe('search=x&kind=book');
    expect(nextListQuery(RULES, { kind: 'book' }, { page: '2' }).toString()).toBe('kind=book&page=2');
    expect(nextListQuery(RULES, { kind: 'book', search: 'x' }, { search: '' }).toString()).toBe('kind=book');
  });

  it('sorts dates and prices newest or dearest first, names A to Z, and turns the order round on a second press', () => {
    expect(nextSort({}, 'price')).toEqual({ sort: 'price', order: 'desc' });
    expect(nextSort({}, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
  });

  it('says which rows are shown, or why there are none', () => {
    expect(listSummary('Exams', 2, 3, 28, false)).toBe('Exams 26–28 of 28');
    expect(listSummary('Exams', 1, 0, 0, true)).toBe('No exams match the search and filters.');
    expect(listSummary('Exams', 5, 0, 28, false)).toBe('No exams on page 5.');
  });

  it('marks the deepest section of the navigation: Materials is not marked on the packages pages', () => {
    expect(activeNavItem(NAV_ITEMS, '/admin/catalogue/groups/5')?.label).toBe('Packages & books');
    expect(activeNavItem(NAV_ITEMS, '/admin/catalogue/materials/5')?.label).toBe('Materials');
    expect(activeNavItem(NAV_ITEMS, '/admin/catalogue-x')).toBeUndefined();
  });
});
