import type {
  AdminPromoCode,
  AdminPromoCodeList,
  CreatePromoCodeRequest,
  PatchPromoCodeRequest,
} from '@the-gate/contract/admin-promo-codes';
import { apiFetch } from '@/lib/api-client';
import { type ListQuery, listRequestPath } from '../lib/list-url-state';

/** The list's query keys in the order the request writes them (one order, so one cache key per list). */
export const PROMO_QUERY_KEYS = ['q', 'active', 'page'] as const;
export type PromoCodesListQuery = ListQuery<(typeof PROMO_QUERY_KEYS)[number]>;

export const promoCodesKey = (query: PromoCodesListQuery) => ['admin', 'promo-codes', query] as const;
export const promoCodeKey = (id: string) => ['admin', 'promo-code', id] as const;

const promoPath = (id: string) => `/api/admin/promo-codes/${encodeURIComponent(id)}`;

/** GET /api/admin/promo-codes: one page of codes with their uses and revenue (issue 25 §4). */
export function getPromoCodes(query: PromoCodesListQuery, signal?: AbortSignal): Promise<AdminPromoCodeList> {
  return apiFetch<AdminPromoCodeList>(listRequestPath('/api/admin/promo-codes', { keys: PROMO_QUERY_KEYS }, query), {
    signal,
  });
}

/** GET /api/admin/promo-codes/{id}: one code, for its edit page. */
export function getPromoCode(id: string, signal?: AbortSignal): Promise<AdminPromoCode> {
  return apiFetch<AdminPromoCode>(promoPath(id), { signal });
}

/** POST /api/admin/promo-codes → the new code's id. */
export function createPromoCode(request: CreatePromoCodeRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/admin/promo-codes', { method: 'POST', body: request });
}

/** PATCH /api/admin/promo-codes/{id}: the fields that changed, with the `updatedAt` the form was opened with. */
export function patchPromoCode(id: string, patch: PatchPromoCodeRequest): Promise<AdminPromoCode> {
  return apiFetch<AdminPromoCode>(promoPath(id), { method: 'PATCH', body: patch });
}
