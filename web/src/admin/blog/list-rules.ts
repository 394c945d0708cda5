import { BLOG_POST_STATUSES } from '@the-gate/contract/blog-admin-rules';
import { type ListQueryRules, oneOf, validPage, validSearch } from '../lib/list-url-state';
import { BLOG_QUERY_KEYS } from './blog-api';

/** What the blog's list keeps in the address (issue 25 §5); what the server would refuse is left out. */
export const BLOG_LIST: ListQueryRules<(typeof BLOG_QUERY_KEYS)[number]> = {
  keys: BLOG_QUERY_KEYS,
  valid: { q: validSearch, status: oneOf(BLOG_POST_STATUSES), page: validPage },
};
