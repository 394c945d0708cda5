import { useSearchParamText } from '@/hooks/use-search-param-text';

/** The query-string name of the search text (B§9: it reaches the address after 300 ms). */
export const TEACHER_COURSE_SEARCH_PARAM = 'search';

/**
 * The /teacher-courses search box: typed text filters at once and reaches the address 300 ms after
 * the last key, so a shared link or Back fills it in. 'Clear Filters' empties it (TC-06).
 */
export function useTeacherCourseSearch() {
  const { text, setText, commit, clear } = useSearchParamText(TEACHER_COURSE_SEARCH_PARAM);
  return { search: text, setSearch: setText, commitSearch: commit, clearSearch: () => clear() };
}
