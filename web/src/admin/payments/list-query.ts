import { ORDER_STATUSES } from '@the-gate/contract/order-status';
import { type ListQueryRules, oneOf, validOrder, validPage, validSearch } from '../lib/list-url-state';
import { PAYMENT_QUERY_KEYS } from './api';

/** The columns the server sorts payments by (the API's `sort`). */
export const PAYMENT_SORTS = ['createdAt', 'amount'] as const;

/** A calendar day as a date input gives it and the API takes it ("2026-11-27"). */
export const validDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * What the payments list keeps in the address (issue 25 §1, as issue 24 §6's lists): a shared link
 * or Back shows the same list; what the server would refuse is left out.
 */
export const PAYMENTS_LIST: ListQueryRules<(typeof PAYMENT_QUERY_KEYS)[number]> = {
  keys: PAYMENT_QUERY_KEYS,
  valid: {
    q: validSearch,
    status: oneOf(ORDER_STATUSES),
    from: validDay,
    to: validDay,
    sort: oneOf(PAYMENT_SORTS),
    order: validOrder,
    page: validPage,
  },
};
