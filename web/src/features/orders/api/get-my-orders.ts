import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrdersResponse } from '@the-gate/contract/my-orders';
import { apiFetch } from '@/lib/api-client';

export const MY_ORDERS_PATH = '/api/payments/me';

/** GET /api/payments/me (Bearer, issue 25 §7): the buyer's payments, newest first, 20 a page. */
export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['orders', 'mine', page],
    queryFn: ({ signal }) =>
      apiFetch<MyOrdersResponse>(page > 1 ? `${MY_ORDERS_PATH}?page=${page}` : MY_ORDERS_PATH, { signal }),
    // Another page keeps the one on screen until it arrives, as My Courses does.
    placeholderData: keepPreviousData,
  });

/** `enabled: false` without a stored token: a visitor sends no request. */
export function useMyOrders(page: number, enabled: boolean) {
  return useQuery({ ...myOrdersQueryOptions(page), enabled });
}
