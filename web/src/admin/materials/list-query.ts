import { ADMIN_MATERIAL_SORTS, YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';
import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { LIST_QUERY_KEYS } from '../api/materials';
import { type ListQueryRules, oneOf, validId, validOrder, validPage, validSearch } from '../lib/list-url-state';

/**
 * What the materials list keeps in the address (issue 24 §6): what the server would refuse is left
 * out, so a hand-edited address still lists something.
 */
export const MATERIALS_LIST: ListQueryRules<(typeof LIST_QUERY_KEYS)[number]> = {
  keys: LIST_QUERY_KEYS,
  valid: {
    search: validSearch,
    status: oneOf(ITEM_STATUSES),
    typeId: validId,
    year: oneOf(YEAR_GROUPS),
    sort: oneOf(ADMIN_MATERIAL_SORTS),
    order: validOrder,
    page: validPage,
  },
};
