import type { MaterialGroup } from '@the-gate/contract/catalogue';
import type { YearLevel } from '@the-gate/contract/catalogue-rules';
import { bookTitle, bookYears } from './book-fields';

export type BookFilters = { search: string; year: YearLevel | null };

const BLOCK_ELEMENTS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,h1,h2,h3,h4,h5,h6,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/**
 * The words of an HTML description, without its tags and with entities decoded, so "strong" does
 * not match `<strong>` and "&amp;" reads "&". DOMParser documents are inert: no scripts run and
 * nothing loads. Blocks are kept apart so two paragraphs never fuse into one word.
 */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll(BLOCK_ELEMENTS)) element.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Lower-cased searchable fields per book, computed once per server answer. */
const searchableFields = new WeakMap<MaterialGroup, string[]>();

function fieldsOf(book: MaterialGroup): string[] {
  let fields = searchableFields.get(book);
  if (!fields) {
    fields = [bookTitle(book), plainText(book.description ?? ''), book.author ?? ''].map((field) =>
      field.toLowerCase(),
    );
    searchableFields.set(book, fields);
  }
  return fields;
}

/**
 * Books search: a case-insensitive substring of the title, the description or the author (B§5,
 * DB-03). Year: one of the book's `levels` tags equals the chosen year (DB-04). Both must hold.
 */
export function filterBooks(books: readonly MaterialGroup[], { search, year }: BookFilters): MaterialGroup[] {
  const term = search.trim().toLowerCase();
  return books.filter(
    (book) =>
      (!year || bookYears(book).includes(year)) && (!term || fieldsOf(book).some((field) => field.includes(term))),
  );
}
