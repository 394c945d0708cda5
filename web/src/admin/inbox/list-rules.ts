import { MESSAGE_KINDS } from '@the-gate/contract/admin-inbox';
import { type ListQueryRules, oneOf, validPage, validSearch } from '../lib/list-url-state';
import { INBOX_QUERY_KEYS, SUBSCRIBERS_QUERY_KEYS } from './inbox-api';

/**
 * What the inbox keeps in the address (issue 25 §6): the kind, the status (none: New, the default;
 * `handled`; `all`), the search and the page. What the server would refuse is left out.
 */
export const INBOX_LIST: ListQueryRules<(typeof INBOX_QUERY_KEYS)[number]> = {
  keys: INBOX_QUERY_KEYS,
  valid: { kind: oneOf(MESSAGE_KINDS), status: oneOf(['handled', 'all']), q: validSearch, page: validPage },
};

/** The subscribers list's address: the search and the page. */
export const SUBSCRIBERS_LIST: ListQueryRules<(typeof SUBSCRIBERS_QUERY_KEYS)[number]> = {
  keys: SUBSCRIBERS_QUERY_KEYS,
  valid: { q: validSearch, page: validPage },
};
