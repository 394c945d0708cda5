import type {
  CustomerDetail,
  CustomerList,
  CustomerRow,
  GrantRequest,
  StaffGrant,
} from '@the-gate/contract/admin-customers';
import { apiFetch } from '@/lib/api-client';
import { type ListQuery, listRequestPath } from '../lib/list-url-state';

/** The list's query keys in the order the request writes them (one order, so one cache key per list). */
export const CUSTOMER_QUERY_KEYS = ['q', 'page'] as const;
export type CustomersListQuery = ListQuery<(typeof CUSTOMER_QUERY_KEYS)[number]>;

export const customersKey = (query: CustomersListQuery) => ['admin', 'customers', query] as const;
export const customerKey = (id: string) => ['admin', 'customer', id] as const;

const customerPath = (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`;

/** GET /api/admin/customers: one page of accounts matching a name, an e-mail or a phone (issue 25 §3). */
export function getCustomers(query: CustomersListQuery, signal?: AbortSignal): Promise<CustomerList> {
  return apiFetch<CustomerList>(listRequestPath('/api/admin/customers', { keys: CUSTOMER_QUERY_KEYS }, query), {
    signal,
  });
}

/** GET /api/admin/customers/{id}: the profile, payments, library, courses, sessions and grants. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiFetch<CustomerDetail>(customerPath(id), { signal });
}

/** POST /api/admin/customers/{id}/grants: an item without payment, with a reason (404 unknown item). */
export function grantItem(id: string, request: GrantRequest): Promise<StaffGrant> {
  return apiFetch<StaffGrant>(`${customerPath(id)}/grants`, { method: 'POST', body: request });
}

/** DELETE /api/admin/customers/{id}/grants/{grantId}: what only that grant gave goes. */
export function revokeGrant(id: string, grantId: number): Promise<unknown> {
  return apiFetch<unknown>(`${customerPath(id)}/grants/${grantId}`, { method: 'DELETE' });
}

/** POST /api/admin/customers/{id}/sign-out: every session ends at once. */
export function signOutEverywhere(id: string): Promise<unknown> {
  // An empty JSON body: the client always says JSON, and the server refuses an empty one.
  return apiFetch<unknown>(`${customerPath(id)}/sign-out`, { method: 'POST', body: {} });
}

/** POST /api/admin/customers/{id}/disable or /enable (409 for a member of staff or oneself). */
export function setAccountActive(id: string, active: boolean): Promise<CustomerRow> {
  return apiFetch<CustomerRow>(`${customerPath(id)}/${active ? 'enable' : 'disable'}`, { method: 'POST', body: {} });
}
