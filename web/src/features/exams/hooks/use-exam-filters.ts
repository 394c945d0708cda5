import { useCallback, useMemo } from 'react';
import { useSearchParamText } from '@/hooks/use-search-param-text';
import { EXAM_PARAMS, type ExamFilters, parseSort, parseYear } from '../lib/filter-exams';

/** The filters a chip can remove (EX-04); the sort order is not a filter. */
export type ExamFilterKind = 'year' | 'subject';

/**
 * The /the-gate-exams search, filters and sort live in the address, so a link such as
 * `?year=Year%205` opens the list filtered and Back/Forward steps through the changes. The search
 * text is also held locally so typing filters at once; it reaches the address 300 ms after the
 * last key (B§9), replacing the history entry rather than adding one per key.
 */
export function useExamFilters() {
  const {
    text: search,
    setText: setSearch,
    searchParams,
    update,
    write: writeSearch,
    commit: commitSearch,
  } = useSearchParamText(EXAM_PARAMS.search);
  const year = parseYear(searchParams.get(EXAM_PARAMS.year));
  const subject = searchParams.get(EXAM_PARAMS.subject) || null;
  const sort = parseSort(searchParams.get(EXAM_PARAMS.sort));

  /** Sets one parameter (an empty value, or the default sort, removes it); each change is a history entry. */
  const setParam = useCallback(
    (name: 'year' | 'subject' | 'sort', value: string) =>
      update((params) => {
        if (value && !(name === 'sort' && value === 'default')) params.set(EXAM_PARAMS[name], value);
        else params.delete(EXAM_PARAMS[name]);
        writeSearch(params, search);
      }),
    [update, writeSearch, search],
  );

  /** 'Clear all' empties the search and both filters; the chosen order stays (EX-04). */
  const clearAll = useCallback(() => {
    setSearch('');
    update((params) => {
      params.delete(EXAM_PARAMS.search);
      params.delete(EXAM_PARAMS.year);
      params.delete(EXAM_PARAMS.subject);
    });
  }, [update, setSearch]);

  const filters: ExamFilters = useMemo(() => ({ search, year, subject, sort }), [search, year, subject, sort]);
  return {
    filters,
    setSearch,
    commitSearch,
    setYear: (value: string) => setParam('year', value),
    setSubject: (value: string) => setParam('subject', value),
    setSort: (value: string) => setParam('sort', value),
    remove: (kind: ExamFilterKind) => setParam(kind, ''),
    clearAll,
    isFiltered: Boolean(year || subject || search.trim()),
  };
}
