import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseYear } from '../lib/book-fields';
import type { BookFilters } from '../lib/filter-books';

/** Query-string names (B§2, DB-06, DB-07). */
export const BOOK_PARAMS = { search: 'search', year: 'year' } as const;

/** The search reaches the address 300 ms after the last keystroke (B§9, DB-06). */
export const SEARCH_DEBOUNCE_MS = 300;

function writeSearch(params: URLSearchParams, search: string) {
  if (search) params.set(BOOK_PARAMS.search, search);
  else params.delete(BOOK_PARAMS.search);
}

/**
 * The /digital-books filters live in the address, so a shared link fills them in (DB-08) and
 * Back/Forward restores them (DB-09). The search text is also held locally so typing filters at
 * once; it reaches the address 300 ms after the last key, replacing the history entry rather than
 * adding one per key. A year change is its own history entry.
 */
export function useBookFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressSearch = searchParams.get(BOOK_PARAMS.search) ?? '';
  const year = parseYear(searchParams.get(BOOK_PARAMS.year));
  const [search, setSearchText] = useState(addressSearch);

  // Back/Forward (or a link) changed the address: the box follows it.
  const [seenAddressSearch, setSeenAddressSearch] = useState(addressSearch);
  if (addressSearch !== seenAddressSearch) {
    setSeenAddressSearch(addressSearch);
    setSearchText(addressSearch);
  }

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (search === addressSearch) return;
    const timer = setTimeout(() => update((params) => writeSearch(params, search), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, addressSearch, update]);

  /** Enter does not wait for the delay. */
  const commitSearch = useCallback(() => {
    if (search !== addressSearch) update((params) => writeSearch(params, search), true);
  }, [search, addressSearch, update]);

  const setYear = useCallback(
    (next: string) =>
      update((params) => {
        const level = parseYear(next);
        if (level) params.set(BOOK_PARAMS.year, level);
        else params.delete(BOOK_PARAMS.year);
        writeSearch(params, search);
      }),
    [update, search],
  );

  /** 'Clear All Filters' empties both and drops `search` and `year` from the address (DB-05). */
  const clearAll = useCallback(() => {
    setSearchText('');
    update((params) => {
      params.delete(BOOK_PARAMS.search);
      params.delete(BOOK_PARAMS.year);
    });
  }, [update]);

  const filters: BookFilters = useMemo(() => ({ search, year }), [search, year]);
  return { filters, setSearch: setSearchText, commitSearch, setYear, clearAll };
}
