import { YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';
import { ADMIN_EXAM_SORTS } from '@the-gate/contract/admin-exams';
import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { EXAM_QUERY_KEYS } from '../api/exams';
import { type ListQueryRules, oneOf, validOrder, validPage, validSearch } from '../lib/list-url-state';

/** What the exams list keeps in the address (issue 24 §6); what the server would refuse is left out. */
export const EXAMS_LIST: ListQueryRules<(typeof EXAM_QUERY_KEYS)[number]> = {
  keys: EXAM_QUERY_KEYS,
  valid: {
    search: validSearch,
    status: oneOf(ITEM_STATUSES),
    year: oneOf(YEAR_GROUPS),
    sort: oneOf(ADMIN_EXAM_SORTS),
    order: validOrder,
    page: validPage,
  },
};
