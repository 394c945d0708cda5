import { PROMO_QUERY_KEYS } from '../api/promo-codes';
import { type ListQueryRules, oneOf, validPage, validSearch } from '../lib/list-url-state';

/** What the promo codes list keeps in the address (issue 25 §4); what the server would refuse is left out. */
export const PROMO_LIST: ListQueryRules<(typeof PROMO_QUERY_KEYS)[number]> = {
  keys: PROMO_QUERY_KEYS,
  valid: { q: validSearch, active: oneOf(['true', 'false']), page: validPage },
};
