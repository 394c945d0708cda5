import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin-catalogue-rules';
import { sortOrderSchema } from './admin-fields';
import { pageNumber, safeText, searchString, strictQuery } from './common';
import { ORDER_STATUSES } from './order-status';

/**
 * The back office's payments and refunds (issue 25 §1, §2; /work/briefs/i25-payments-api.md): the
 * list with its filters, the detail with its timeline, and what a refund takes. Every amount is an
 * integer of piastres (EGP cents); every date an ISO 8601 string; `status` is contract/order-status.ts.
 */

export const ADMIN_PAYMENT_SORTS = ['createdAt', 'amount'] as const;
export type AdminPaymentSort = (typeof ADMIN_PAYMENT_SORTS)[number];

export const PAYMENT_TIMELINE_KINDS = [
  'initiated',
  'callback',
  'return',
  'inquiry',
  'completed',
  'failed',
  'expired',
  'refund-requested',
  'refund-confirmed',
  'refund-refused',
  'receipt-sent',
  'receipt-resent',
] as const;
export type PaymentTimelineKind = (typeof PAYMENT_TIMELINE_KINDS)[number];

export const REFUND_KINDS = ['refund', 'void'] as const;
export const REFUND_STATUSES = ['Requested', 'Confirmed', 'Refused'] as const;

/** The smallest refund: 1 EGP. */
export const MIN_REFUND_CENTS = 100;
export const REFUND_REASON_MAX = 500;

const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}.`,
});

/** `YYYY-MM-DD`, a real day; named in the message. */
const day = (name: string) => {
  const message = `${name} must be a date like 2026-11-27.`;
  return safeText({ error: message }, message).refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: message },
  );
};

const filterFields = {
  status: orderStatusSchema.optional(),
  /** A part of the reference, the customer's e-mail (typed at checkout or the account's) or name; any case. */
  q: searchString.optional(),
  /** Cairo days, both included, on when the payment was started. */
  from: day('from').optional(),
  to: day('to').optional(),
};

/** `GET /api/admin/payments?status=&q=&from=&to=&page=&pageSize=&sort=&order=`. */
export const adminPaymentsQuerySchema = strictQuery({
  ...filterFields,
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
  sort: z.enum(ADMIN_PAYMENT_SORTS, { error: `sort must be one of ${ADMIN_PAYMENT_SORTS.join(', ')}.` }).optional(),
  order: sortOrderSchema.optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** `GET /api/admin/payments/export?status=&q=&from=&to=`: the same filter, no paging. */
export const adminPaymentsExportQuerySchema = strictQuery(filterFields);
export type AdminPaymentsExportQuery = z.infer<typeof adminPaymentsExportQuerySchema>;

export const paymentReferenceParamsSchema = z.strictObject({
  reference: safeText().max(100, { error: 'The payment reference must be at most 100 characters long.' }),
});

export const adminPaymentCustomerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminPaymentRowSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  amountCents: z.int(),
  refundedCents: z.int(),
  customer: adminPaymentCustomerSchema,
  lineCount: z.int(),
  promoCode: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentListSchema = z.object({ items: z.array(adminPaymentRowSchema), totalCount: z.int() });
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

export const adminRefundSchema = z.object({
  id: z.int(),
  kind: z.enum(REFUND_KINDS),
  amountCents: z.int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The e-mail of the member of staff who asked for it. */
  requestedBy: z.string(),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Paymob's refusal, or why it was not made. */
  message: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const paymentTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(PAYMENT_TIMELINE_KINDS),
  /** A short English sentence, e.g. "Paymob callback: paid by card (transaction 123)". */
  summary: z.string(),
  /** The e-mail of the member of staff who did it, or null (the buyer, Paymob, the server). */
  actor: z.string().nullable(),
});
export type PaymentTimelineEntry = z.infer<typeof paymentTimelineEntrySchema>;

export const adminPaymentLineSchema = z.object({
  itemType: z.string(),
  itemId: z.int(),
  title: z.string(),
  unitPriceCents: z.int(),
  quantity: z.int(),
  lineTotalCents: z.int(),
});

/** `GET /api/admin/payments/{reference}`. */
export const adminPaymentDetailSchema = z.object({
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  currency: z.literal('EGP'),
  subtotalCents: z.int(),
  discountCents: z.int(),
  amountCents: z.int(),
  refundedCents: z.int(),
  /** The amount less confirmed refunds and refunds under way. */
  refundableCents: z.int(),
  promoCode: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  failureReason: z.string().nullable(),
  providerTransactionId: z.string().nullable(),
  /** A refund of the whole amount would be a void: a card payment completed this Cairo day, nothing refunded. */
  canVoid: z.boolean(),
  customer: adminPaymentCustomerSchema.extend({
    phone: z.string(),
    street1: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  lines: z.array(adminPaymentLineSchema),
  refunds: z.array(adminRefundSchema),
  receiptSentAt: z.string().nullable(),
  /** Oldest first. */
  timeline: z.array(paymentTimelineEntrySchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

/** `POST /api/admin/payments/{reference}/receipt` → 202. */
export const resentReceiptSchema = z.object({ receiptSentAt: z.string() });

const AMOUNT_MESSAGE = `amountCents must be a whole number of piastres, at least ${MIN_REFUND_CENTS} (EGP 1.00).`;

/** `POST /api/admin/payments/{reference}/refunds`. */
export const refundRequestSchema = z.strictObject({
  amountCents: z
    .int({ error: AMOUNT_MESSAGE })
    .min(MIN_REFUND_CENTS, { error: AMOUNT_MESSAGE })
    .max(100_000_000_00, { error: AMOUNT_MESSAGE }),
  reason: safeText({ error: 'reason is required.' })
    .trim()
    .min(1, { error: 'reason is required.' })
    .max(REFUND_REASON_MAX, { error: `reason must be at most ${REFUND_REASON_MAX} characters long.` }),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** `201 { refund, payment }`: the refund as recorded, and the whole payment after it. */
export const refundAnswerSchema = z.object({ refund: adminRefundSchema, payment: adminPaymentDetailSchema });
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
