import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { type ListQueryRules, oneOf, validOrder, validPage } from '../lib/list-url-state';
import { COURSE_LEVEL_CHOICES, COURSE_SORT_CHOICES } from './course-rules';
import { COURSE_QUERY_KEYS } from './courses-api';

/** One line the server accepts: not blank, at most `max` characters, no line break. */
const line = (max: number) => (value: string) =>
  value.trim().length > 0 && value.length <= max && !/[\r\n]/.test(value);

/**
 * What the courses list keeps in the address (issue 24 §6: a shared link or Back shows the same
 * list); what the server would refuse is left out, so a hand-edited address still lists something.
 */
export const COURSES_LIST: ListQueryRules<(typeof COURSE_QUERY_KEYS)[number]> = {
  keys: COURSE_QUERY_KEYS,
  valid: {
    search: line(200),
    status: oneOf(ITEM_STATUSES),
    difficulty: oneOf(COURSE_LEVEL_CHOICES),
    category: line(100),
    sort: oneOf(COURSE_SORT_CHOICES),
    order: validOrder,
    page: validPage,
  },
};
