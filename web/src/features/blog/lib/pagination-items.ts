/**
 * A page number to link to, or a gap ("…") for a run of pages left out: before the current page's
 * neighbours or after them (there are never more than these two).
 */
export type PaginationItem = number | 'gap-before' | 'gap-after';

/**
 * The blog's page links (B§9, BL-03): always the first and last pages, the current page and its
 * neighbours, with a gap ("…") wherever pages are skipped, even a single one: with 10 pages, page 1
 * gives 1 2 … 10, page 5 gives 1 … 4 5 6 … 10, page 10 gives 1 … 9 10.
 */
export function paginationItems(current: number, pageCount: number): PaginationItem[] {
  if (pageCount < 1) return [];
  const shown = [...new Set([1, current - 1, current, current + 1, pageCount])]
    .filter((page) => page >= 1 && page <= pageCount)
    .sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  for (const page of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page > previous + 1) items.push(page <= current ? 'gap-before' : 'gap-after');
    items.push(page);
  }
  return items;
}
