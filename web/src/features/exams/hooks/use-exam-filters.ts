import { useMemo } from 'react';
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
  const box = useSearchParamText(EXAM_PARAMS.search);
  const { text: search, searchParams, setParam, clear } = box;
  const year = parseYear(searchParams.get(EXAM_PARAMS.year));
  const subject = searchParams.get(EXAM_PARAMS.subject) || null;
  const sort = parseSort(searchParams.get(EXAM_PARAMS.sort));

  /** An empty value, or the default sort, removes the parameter; each change is a history entry. */
  const set = (name: 'year' | 'subject' | 'sort', value: string) =>
    setParam(EXAM_PARAMS[name], name === 'sort' && value === 'default' ? null : value);

  const filters: ExamFilters = useMemo(() => ({ search, year, subject, sort }), [search, year, subject, sort]);
  return {
    filters,
    setSearch: box.setText,
    commitSearch: box.commit,
    setYear: (value: string) => set('year', value),
    setSubject: (value: string) => set('subject', value),
    setSort: (value: string) => set('sort', value),
    remove: (kind: ExamFilterKind) => set(kind, ''),
    /** 'Clear all' empties the search and both filters; the chosen order stays (EX-04). */
    clearAll: () => clear([EXAM_PARAMS.year, EXAM_PARAMS.subject]),
    isFiltered: Boolean(year || subject || search.trim()),
  };
}
