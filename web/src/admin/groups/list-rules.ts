import { YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';
import { ADMIN_GROUP_SORTS, GROUP_KINDS } from '@the-gate/contract/admin-groups';
import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { GROUP_QUERY_KEYS } from '../api/groups';
import { type ListQueryRules, oneOf, validOrder, validPage, validSearch } from '../lib/list-url-state';

/** What the packages and books list keeps in the address (issue 24 §6); what the server would refuse is left out. */
export const GROUPS_LIST: ListQueryRules<(typeof GROUP_QUERY_KEYS)[number]> = {
  keys: GROUP_QUERY_KEYS,
  valid: {
    search: validSearch,
    status: oneOf(ITEM_STATUSES),
    kind: oneOf(GROUP_KINDS),
    year: oneOf(YEAR_GROUPS),
    sort: oneOf(ADMIN_GROUP_SORTS),
    order: validOrder,
    page: validPage,
  },
};

/** A kind as the back office names it. */
export const KIND_LABELS = { package: 'Package', book: 'Digital book', collection: 'Collection' } as const;
