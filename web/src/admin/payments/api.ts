import type { AdminPaymentDetail, AdminPaymentList, AdminRefund } from '@the-gate/contract/admin-payments';
import { apiFetch } from '@/lib/api-client';
import { type ListQuery, listRequestPath } from '../lib/list-url-state';
import { sendRaw } from '../lib/send-raw';

/*
 * The payments back-office API (issue 25 §1, §2) as the server answers it: the contract's shapes,
 * imported as types only, so the screens load no zod. Every amount is in piastres (EGP cents), every
 * date an ISO string.
 */
export type {
  AdminPaymentList,
  AdminPaymentRow,
  AdminRefund,
  PaymentTimelineEntry as TimelineEvent,
} from '@the-gate/contract/admin-payments';

/** GET /api/admin/payments/{reference}: everything the detail page shows. */
export type AdminPayment = AdminPaymentDetail;
export type AdminPaymentLine = AdminPayment['lines'][number];

export type RefundRequest = { amountCents: number; reason: string };
export type RefundAnswer = { refund: AdminRefund; payment: AdminPayment };

/** The list's query keys in the order the request writes them (one order, so one cache key per list). */
export const PAYMENT_QUERY_KEYS = ['q', 'status', 'from', 'to', 'sort', 'order', 'page'] as const;
export type PaymentsListQuery = ListQuery<(typeof PAYMENT_QUERY_KEYS)[number]>;
/** What the CSV export is filtered by: the list's filters, without its sort and page. */
const EXPORT_QUERY_KEYS = ['q', 'status', 'from', 'to'] as const;

export const paymentsKey = (query: PaymentsListQuery) => ['admin', 'payments', query] as const;
export const paymentKey = (reference: string) => ['admin', 'payment', reference] as const;

const paymentPath = (reference: string) => `/api/admin/payments/${encodeURIComponent(reference)}`;

/** GET /api/admin/payments: one page of payments, searched, filtered and sorted by the server (issue 25 §1). */
export function getAdminPayments(query: PaymentsListQuery, signal?: AbortSignal): Promise<AdminPaymentList> {
  return apiFetch<AdminPaymentList>(listRequestPath('/api/admin/payments', { keys: PAYMENT_QUERY_KEYS }, query), {
    signal,
  });
}

/** GET /api/admin/payments/{reference}: the lines, amounts, refunds and timeline (404 "Payment not found"). */
export function getAdminPayment(reference: string, signal?: AbortSignal): Promise<AdminPayment> {
  return apiFetch<AdminPayment>(paymentPath(reference), { signal });
}

/** `/api/admin/payments/export?…`: the CSV of every payment the list's filters match (no paging). */
export function paymentsExportPath(query: PaymentsListQuery): string {
  return listRequestPath('/api/admin/payments/export', { keys: EXPORT_QUERY_KEYS }, query);
}

/**
 * GET /api/admin/payments/export: the accountant's CSV, fetched with the bearer token (a plain link
 * would carry no token for a back office signed in by bearer), then saved by the browser.
 */
export async function exportPaymentsCsv(query: PaymentsListQuery): Promise<Blob> {
  return (await sendRaw(paymentsExportPath(query), { method: 'GET' })).blob();
}

/** POST /api/admin/payments/{reference}/receipt → 202: the receipt e-mailed to the buyer again (409 when not completed). */
export function resendReceipt(reference: string): Promise<{ receiptSentAt: string }> {
  return apiFetch<{ receiptSentAt: string }>(`${paymentPath(reference)}/receipt`, { method: 'POST' });
}

/**
 * POST /api/admin/payments/{reference}/refunds → 201 with the refund and the whole payment now; 409
 * over the refundable amount or while one is under way, 502 Paymob refused, 503 Paymob did not answer.
 */
export function requestRefund(reference: string, request: RefundRequest): Promise<RefundAnswer> {
  return apiFetch<RefundAnswer>(`${paymentPath(reference)}/refunds`, { method: 'POST', body: request });
}
