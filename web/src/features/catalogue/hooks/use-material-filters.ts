import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParamText } from '@/hooks/use-search-param-text';
import { parseId } from '../lib/material-fields';

/** Query-string names: `?q=&grade=Year%205&type=2&skill=Reading`, list values repeated. */
export const FILTER_PARAMS = { search: 'q', grade: 'grade', type: 'type', skill: 'skill' } as const;
export type FilterKind = 'grade' | 'type' | 'skill';

/**
 * New results are asked for this long after the last keystroke, so they show within 150 ms of the
 * end of typing (issue 12 §2); the address still follows after 300 ms (B§9).
 */
export const RESULTS_DEBOUNCE_MS = 100;

/** What the visitor chose on /materials; empty lists mean "no filter on that group". */
export type MaterialFilters = {
  search: string;
  /** Year names as the `levels` tag spells them, e.g. "Year 5". */
  grades: string[];
  typeIds: number[];
  /** Skill names: a `subject` or a `Sub-strand` tag value, e.g. "Reading". */
  skills: string[];
};

/** The filters an address holds, as the page first asks for them (also used to fetch them early). */
export function filtersFromAddress(params: URLSearchParams): MaterialFilters {
  return {
    search: params.get(FILTER_PARAMS.search) ?? '',
    grades: params.getAll(FILTER_PARAMS.grade),
    typeIds: params
      .getAll(FILTER_PARAMS.type)
      .map((value) => parseId(value))
      .filter((id): id is number => id !== null),
    skills: params.getAll(FILTER_PARAMS.skill),
  };
}

/**
 * The search text to ask the server for. While the visitor types, the box runs ahead of the address;
 * the text is asked for once it has rested for RESULTS_DEBOUNCE_MS. Whenever the box agrees with the
 * address (Back, a shared link, Clear all, a checkbox, which writes the text too) it is asked for at
 * once: waiting there would only send a request for a half-changed state first.
 */
function useRequestText(text: string, addressText: string, typedAt: RefObject<number>) {
  const [settled, setSettled] = useState(text);
  if (text === addressText && settled !== text) setSettled(text);
  useEffect(() => {
    if (text === settled) return;
    // Counted from the keystroke, not from this effect: rendering the keystroke is part of the wait.
    const waited = performance.now() - typedAt.current;
    const timer = setTimeout(() => setSettled(text), Math.max(0, RESULTS_DEBOUNCE_MS - waited));
    return () => clearTimeout(timer);
  }, [text, settled, typedAt]);
  return settled;
}

/**
 * The /materials filter state lives in the address, so a reload or a shared link keeps it and
 * Back/Forward step through filter changes. The search text is also held locally so typing stays
 * instant; it reaches the address after 300 ms, replacing the entry rather than adding one per key.
 * `filters` is what the controls show; `requestFilters` what the results are asked for.
 */
export function useMaterialFilters() {
  const {
    text: search,
    setText: setSearchText,
    searchParams,
    update,
    write: setSearch,
    clear,
  } = useSearchParamText(FILTER_PARAMS.search);

  const serialisedFilters = searchParams.toString();
  const lists = useMemo(() => {
    const { search: _, ...fromAddress } = filtersFromAddress(new URLSearchParams(serialisedFilters));
    return fromAddress;
  }, [serialisedFilters]);

  const typedAt = useRef(0);
  const setTypedSearch = useCallback(
    (value: string) => {
      typedAt.current = performance.now();
      setSearchText(value);
    },
    [setSearchText],
  );
  const requestText = useRequestText(search, searchParams.get(FILTER_PARAMS.search) ?? '', typedAt);
  const filters: MaterialFilters = useMemo(() => ({ search, ...lists }), [search, lists]);
  const requestFilters: MaterialFilters = useMemo(() => ({ search: requestText, ...lists }), [requestText, lists]);

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
    [update, search, setSearch],
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
    [update, search, setSearch],
  );

  /** 'Clear all' and 'Clear Filters' reset the three lists and the search text (MAT-08, B§4). */
  const clearAll = useCallback(() => clear(Object.values(FILTER_PARAMS)), [clear]);

  const hasListFilters = lists.grades.length + lists.typeIds.length + lists.skills.length > 0;
  return {
    filters,
    requestFilters,
    setSearch: setTypedSearch,
    toggle,
    remove,
    clearAll,
    isFiltered: hasListFilters || search.trim() !== '',
  };
}
