import type { ListQueryRules } from '../lib/list-url-state';
import { validPage, validSearch } from '../lib/list-url-state';
import { CUSTOMER_QUERY_KEYS } from './customers-api';

/** What the customers list keeps in the address (issue 25 §3); what the server would refuse is left out. */
export const CUSTOMERS_LIST: ListQueryRules<(typeof CUSTOMER_QUERY_KEYS)[number]> = {
  keys: CUSTOMER_QUERY_KEYS,
  valid: { q: validSearch, page: validPage },
};
