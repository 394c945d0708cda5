import { ADMIN_PAGE_SIZE } from '@the-gate/contract/admin-catalogue-rules';
import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { COURSE_LEVEL_CHOICES, COURSE_SORT_CHOICES } from './course-rules';
import { COURSE_QUERY_KEYS, type CoursesListQuery } from './courses-api';

/** The server's page size when the request names none (the list never does). */
export const COURSE_PAGE_SIZE = ADMIN_PAGE_SIZE.default;

const oneOf = (choices: readonly string[]) => (value: string) => choices.includes(value);
const line = (max: number) => (value: string) =>
  value.trim().length > 0 && value.length <= max && !/[\r\n]/.test(value);
const VALID: Record<(typeof COURSE_QUERY_KEYS)[number], (value: string) => boolean> = {
  search: line(200),
  status: oneOf(ITEM_STATUSES),
  difficulty: oneOf(COURSE_LEVEL_CHOICES),
  category: line(100),
  sort: oneOf(COURSE_SORT_CHOICES),
  order: oneOf(['asc', 'desc']),
  page: (value) => /^[1-9]\d{0,3}$/.test(value) && value !== '1',
};

/**
 * The courses list's state from the address (issue 24 §6: a shared link or Back shows the same
 * list). What the server would refuse is left out, so a hand-edited address still lists something.
 */
export function courseQueryFrom(params: URLSearchParams): CoursesListQuery {
  const query: CoursesListQuery = {};
  for (const key of COURSE_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null && VALID[key](value)) query[key] = value;
  }
  return query;
}

/**
 * The address's query for `query` changed by `change`: a change of search, filter or sort goes back
 * to the first page; an empty value is left out.
 */
export function nextCourseQuery(query: CoursesListQuery, change: CoursesListQuery): URLSearchParams {
  const merged: CoursesListQuery = { ...query, ...change };
  if (!('page' in change)) delete merged.page;
  const params = new URLSearchParams();
  for (const key of COURSE_QUERY_KEYS) {
    const value = merged[key];
    if (value && !(key === 'page' && value === '1')) params.set(key, value);
  }
  return params;
}

/**
 * The sort after a press on a column's header: the same column again turns the order round; another
 * column sorts by it, the newest or the dearest first for dates and prices, A to Z otherwise.
 */
export function nextCourseSort(query: CoursesListQuery, column: string): CoursesListQuery {
  if (query.sort === column) return { sort: column, order: query.order === 'desc' ? 'asc' : 'desc' };
  const descFirst = column === 'updatedAt' || column === 'createdAt' || column === 'price';
  return { sort: column, order: descFirst ? 'desc' : 'asc' };
}
