import type { OrderStatus } from '@the-gate/contract/order-status';
import { apiFetch } from '@/lib/api-client';
import { type ListQuery, listRequestPath } from '../lib/list-url-state';
import { sendRaw } from '../lib/send-raw';

/*
 * The payments back-office API (issue 25 §1, §2) as the server answers it. Typed here, not imported
 * from the contract's zod schemas, so the list and the detail load no zod (the shapes are the API's
 * document, word for word). Every amount is in piastres (EGP cents), every date an ISO string.
 */

/** A row of the payments list. */
export type AdminPaymentRow = {
  reference: string;
  createdAt: string;
  completedAt: string | null;
  status: OrderStatus;
  amountCents: number;
  refundedCents: number;
  customer: { id: string; name: string; email: string };
  lineCount: number;
  promoCode: string | null;
};

export type AdminPaymentList = { items: AdminPaymentRow[]; totalCount: number };

export const REFUND_STATUSES = ['Requested', 'Confirmed', 'Refused'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund or void asked of Paymob; applied only once Paymob's inquiry confirms it. */
export type AdminRefund = {
  id: string | number;
  kind: 'refund' | 'void';
  amountCents: number;
  reason: string;
  status: RefundStatus;
  /** The e-mail of the member of staff who asked for it. */
  requestedBy: string;
  requestedAt: string;
  confirmedAt: string | null;
  message: string | null;
};

export type TimelineKind =
  | 'initiated'
  | 'callback'
  | 'return'
  | 'inquiry'
  | 'completed'
  | 'failed'
  | 'expired'
  | 'refund-requested'
  | 'refund-confirmed'
  | 'refund-refused'
  | 'receipt-sent'
  | 'receipt-resent';

export type TimelineEvent = { at: string; kind: TimelineKind; summary: string; actor: string | null };

export type AdminPaymentLine = {
  itemType: string;
  itemId: string | number;
  title: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
};

/** GET /api/admin/payments/{reference}: everything the detail page shows. */
export type AdminPayment = {
  reference: string;
  status: OrderStatus;
  createdAt: string;
  completedAt: string | null;
  currency: 'EGP';
  subtotalCents: number;
  discountCents: number;
  amountCents: number;
  refundedCents: number;
  /** The amount less confirmed refunds and refunds under way. */
  refundableCents: number;
  promoCode: string | null;
  paymentMethod: string | null;
  failureReason: string | null;
  providerTransactionId: string | null;
  /** A full refund now would be a void: the same Cairo day as completion, nothing refunded. */
  canVoid: boolean;
  customer: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    street1: string | null;
    city: string | null;
    country: string | null;
  };
  lines: AdminPaymentLine[];
  refunds: AdminRefund[];
  receiptSentAt: string | null;
  /** Oldest first. */
  timeline: TimelineEvent[];
};

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
