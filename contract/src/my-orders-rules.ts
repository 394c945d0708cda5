/**
 * My Orders' constants and texts without zod (issue 25 §7): the storefront's orders screen reads
 * them, and the server answers with the same words.
 */
import type { OrderStatus } from './order-status';

/** Payments per page of GET /api/payments/me: a buyer's whole history rarely needs a second. */
export const MY_ORDERS_PAGE_SIZE = 20;

/** The receipt of a payment that was never completed (a Pending or Failed one): 409. */
export const RECEIPT_NOT_READY = 'A receipt is available once the payment is completed.';

/**
 * A receipt exists for what was paid: a completed payment, and one refunded since (its receipt shows
 * the refunds). A Pending or Failed payment took no money, so it has none.
 */
export function hasReceipt(status: OrderStatus): boolean {
  return status === 'Completed' || status === 'Refunded' || status === 'Partially refunded';
}

/** The file name a receipt downloads as. */
export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;
