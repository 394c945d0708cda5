import { useCallback, useMemo } from 'react';
import { useSearchParamText } from '@/hooks/use-search-param-text';
import { parseYear } from '../lib/book-fields';
import type { BookFilters } from '../lib/filter-books';

/** Query-string names (B§2, DB-06, DB-07). */
export const BOOK_PARAMS = { search: 'search', year: 'year' } as const;

/**
 * The /digital-books filters live in the address, so a shared link fills them in (DB-08) and
 * Back/Forward restores them (DB-09). The search text is also held locally so typing filters at
 * once; it reaches the address 300 ms after the last key, replacing the history entry rather than
 * adding one per key. A year change is its own history entry.
 */
export function useBookFilters() {
  const box = useSearchParamText(BOOK_PARAMS.search);
  const { text: search, searchParams, setParam, clear } = box;
  const year = parseYear(searchParams.get(BOOK_PARAMS.year));

  const setYear = useCallback((next: string) => setParam(BOOK_PARAMS.year, parseYear(next)), [setParam]);
  /** 'Clear All Filters' empties both and drops `search` and `year` from the address (DB-05). */
  const clearAll = useCallback(() => clear([BOOK_PARAMS.year]), [clear]);

  const filters: BookFilters = useMemo(() => ({ search, year }), [search, year]);
  return { filters, setSearch: box.setText, commitSearch: box.commit, setYear, clearAll };
}
