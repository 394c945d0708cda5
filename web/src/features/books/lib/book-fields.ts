import type { NewCartItem } from '@the-gate/contract/cart';
import type { MaterialGroup, Tag } from '@the-gate/contract/catalogue';
import { TAG_KEYS, YEAR_LEVELS, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { t } from '../i18n';

export const UNTITLED_BOOK = t('untitledBook');

type Named = { name?: string | null; title?: string | null };
type Tagged = { tags?: readonly Tag[] | null };

/** A group has `name` or `title` (AMB-52); a book with neither is "Untitled Book" (DB-15, CART-16). */
export function bookTitle(book: Named): string {
  return book.name?.trim() || book.title?.trim() || UNTITLED_BOOK;
}

/** Every year a book is for: its `levels` tag values, e.g. "Year 6" (B§3). */
export function bookYears(book: Tagged): string[] {
  return (book.tags ?? []).filter((tag) => tag.key === TAG_KEYS.level).map((tag) => tag.value);
}

export function bookYear(book: Tagged): string | null {
  return bookYears(book)[0] ?? null;
}

/** A missing price counts as 0 and a free book costs nothing (GLB-16). */
export function bookPrice(book: { price?: number | null; isFree?: boolean | null }): number {
  return book.isFree ? 0 : (book.price ?? 0);
}

export function bookCover(book: Pick<MaterialGroup, 'thumbnailPath' | 'mainThumbnailPath'>): string | null {
  return book.thumbnailPath || book.mainThumbnailPath || null;
}

/** `Count` only marks items for package include lists and `MaterialType` repeats the type (B§3). */
const INTERNAL_TAG_KEYS: readonly string[] = [TAG_KEYS.count, TAG_KEYS.materialType];

export function visibleTags(book: Tagged): Tag[] {
  return (book.tags ?? []).filter((tag) => !INTERNAL_TAG_KEYS.includes(tag.key));
}

/** The cart line a book becomes (B§3 "Cart item"; paid for as a MaterialGroup, A§3). */
export function bookCartItem(book: MaterialGroup): NewCartItem {
  return {
    id: book.id,
    type: 'book',
    title: bookTitle(book),
    price: bookPrice(book),
    isFree: book.isFree,
    thumbnailPath: bookCover(book),
    yearGroup: bookYear(book),
    author: book.author,
  };
}

/**
 * An id from the address: a positive whole number, or null. A malformed id ("abc", "1.5") shows
 * the not-found screen without a request (the server would only answer 400).
 */
export function parseBookId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The `year` query value. AMB-32 leaves its format open ("Year 5", "5" or "year-5"); we write the
 * tag's own label, "Year 5", so the address reads like the filter, and accept the other two in
 * incoming links. Anything else means All Years.
 */
export function parseYear(raw: string | null): YearLevel | null {
  const digits = raw?.trim().match(/^(?:year[\s-]*)?(\d)$/i)?.[1];
  return YEAR_LEVELS.find((level) => level === `Year ${digits}`) ?? null;
}
