import { describe, expect, it } from 'vitest';
import { book, books, grammarHandbook, nileAnthology, year6Workbook, year8Handbook } from '../test/fixtures';
import { bookCartItem, bookTitle, parseBookId, parseYear, visibleTags } from './book-fields';
import { filterBooks, plainText } from './filter-books';

const titles = (list: { name: string }[]) => list.map((item) => item.name);

describe('filterBooks (B§5)', () => {
  it('DB-03: matches a case-insensitive substring of the title, the description or the author', () => {
    expect(titles(filterBooks(books, { search: 'HANDBOOK', year: null }))).toEqual([
      grammarHandbook.name,
      year8Handbook.name,
    ]);
    expect(titles(filterBooks(books, { search: 'punctuation drills', year: null }))).toEqual([year6Workbook.name]);
    expect(titles(filterBooks(books, { search: 'el-sayed', year: null }))).toEqual([nileAnthology.name]);
    expect(titles(filterBooks(books, { search: '  nile  ', year: null }))).toEqual([nileAnthology.name]);
  });

  it('DB-03: the description is searched as text: no tag names, entities decoded, paragraphs kept apart', () => {
    expect(filterBooks(books, { search: 'strong', year: null })).toEqual([]);
    expect(filterBooks(books, { search: '<li>', year: null })).toEqual([]);
    expect(titles(filterBooks(books, { search: "what's inside", year: null }))).toEqual([nileAnthology.name]);
    expect(plainText('<p>Cairo.</p><h3>Inside</h3><ul><li>Stories &amp; poems</li></ul>')).toBe(
      'Cairo. Inside Stories & poems',
    );
  });

  it('DB-04: the year keeps the books whose levels tag equals it, together with the search', () => {
    expect(titles(filterBooks(books, { search: '', year: 'Year 5' }))).toEqual([
      nileAnthology.name,
      grammarHandbook.name,
    ]);
    expect(titles(filterBooks(books, { search: 'grammar', year: 'Year 5' }))).toEqual([grammarHandbook.name]);
    expect(filterBooks(books, { search: '', year: 'Year 7' })).toEqual([]);
  });

  it('an empty search and no year keep every book', () => {
    expect(filterBooks(books, { search: ' ', year: null })).toEqual(books);
  });

  it('a book with no author or description is still found by its title', () => {
    const bare = book({ id: 60, name: 'Bare Book', author: null, description: '' });
    expect(filterBooks([bare], { search: 'bare', year: null })).toEqual([bare]);
  });
});

describe('book fields', () => {
  it('DB-15 (AMB-52): the title is name, else title, else "Untitled Book"', () => {
    expect(bookTitle({ name: 'A', title: 'B' })).toBe('A');
    expect(bookTitle({ name: '', title: 'B' })).toBe('B');
    expect(bookTitle({ name: ' ', title: null })).toBe('Untitled Book');
  });

  it('DB-07 (AMB-32): the year query value reads "Year 5", "5" or "year-5"; anything else is All Years', () => {
    expect(parseYear('Year 5')).toBe('Year 5');
    expect(parseYear('5')).toBe('Year 5');
    expect(parseYear('year-8')).toBe('Year 8');
    expect(parseYear('Year 9')).toBeNull();
    expect(parseYear('Year 55')).toBeNull();
    expect(parseYear('')).toBeNull();
    expect(parseYear(null)).toBeNull();
  });

  it('BD-08: an id from the address is a positive whole number, otherwise null', () => {
    expect(parseBookId('30')).toBe(30);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '99999999999999999999']) {
      expect(parseBookId(bad)).toBeNull();
    }
  });

  it('BD-05: the internal Count and MaterialType tags are hidden', () => {
    expect(visibleTags(nileAnthology).map((tag) => tag.value)).toEqual(['Year 5', 'Reading']);
  });

  it('a free book goes to the cart at price 0 with its year and author', () => {
    expect(bookCartItem({ ...nileAnthology, price: 99 })).toEqual({
      id: 29,
      type: 'book',
      title: nileAnthology.name,
      price: 0,
      isFree: true,
      thumbnailPath: nileAnthology.thumbnailPath,
      yearGroup: 'Year 5',
      author: 'Mariam El-Sayed',
    });
  });
});
