import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MaterialFilters } from '../lib/filter-materials';
import { parseId } from '../lib/material-fields';

/** Query-string names: `?q=&grade=Year%205&type=2&skill=Reading`, list values repeated. */
export const FILTER_PARAMS = { search: 'q', grade: 'grade', type: 'type', skill: 'skill' } as const;
export type FilterKind = 'grade' | 'type' | 'skill';

/** Search updates the address after 300 ms (B§9). */
export const SEARCH_DEBOUNCE_MS = 300;

function setSearch(params: URLSearchParams, search: string) {
  if (search) params.set(FILTER_PARAMS.search, search);
  else params.delete(FILTER_PARAMS.search);
}

/**
 * The /materials filter state lives in the address, so a reload or a shared link keeps it and
 * Back/Forward step through filter changes. The search text is also held locally so typing stays
 * instant; it reaches the address after 300 ms, replacing the entry rather than adding one per key.
 */
export function useMaterialFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressSearch = searchParams.get(FILTER_PARAMS.search) ?? '';
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
    const timer = setTimeout(() => update((params) => setSearch(params, search), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, addressSearch, update]);

  const serialisedFilters = searchParams.toString();
  const lists = useMemo(() => {
    const params = new URLSearchParams(serialisedFilters);
    return {
      grades: params.getAll(FILTER_PARAMS.grade),
      typeIds: params
        .getAll(FILTER_PARAMS.type)
        .map((value) => parseId(value))
        .filter((id): id is number => id !== null),
      skills: params.getAll(FILTER_PARAMS.skill),
    };
  }, [serialisedFilters]);

  const filters: MaterialFilters = useMemo(() => ({ search, ...lists }), [search, lists]);

  /** Selecting a value adds it to its list; selecting it again removes it (MAT-06). */
  const toggle = useCallback(
    (kind: FilterKind, value: string) =>
      update((params) => {
        const values = params.getAll(FILTER_PARAMS[kind]);
        const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
        params.delete(FILTER_PARAMS[kind]);
        for (const item of next) params.append(FILTER_PARAMS[kind], item);
        setSearch(params, search);
      }),
    [update, search],
  );

  /** A chip removes only its own value (MAT-07). */
  const remove = useCallback(
    (kind: FilterKind, value: string) =>
      update((params) => {
        const values = params.getAll(FILTER_PARAMS[kind]).filter((item) => item !== value);
        params.delete(FILTER_PARAMS[kind]);
        for (const item of values) params.append(FILTER_PARAMS[kind], item);
        setSearch(params, search);
      }),
    [update, search],
  );

  /** 'Clear all' and 'Clear Filters' reset the three lists and the search text (MAT-08, B§4). */
  const clearAll = useCallback(() => {
    setSearchText('');
    update((params) => {
      for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
    });
  }, [update]);

  const hasListFilters = lists.grades.length + lists.typeIds.length + lists.skills.length > 0;
  return {
    filters,
    setSearch: setSearchText,
    toggle,
    remove,
    clearAll,
    isFiltered: hasListFilters || search.trim() !== '',
  };
}
