/**
 * A payment as its buyer and the back office read it (issue 25 §1, §2, §7): the contract's three
 * states, plus what Paymob has confirmed was refunded. zod-free, so My Orders and the back office's
 * lists can name a status without loading zod.
 */
import type { PaymentStatus } from './payment-rules';

export const ORDER_STATUSES = ['Pending', 'Completed', 'Failed', 'Refunded', 'Partially refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the status is worked out from: the stored status and the refunds Paymob confirmed. */
export type OrderStatusFacts = {
  status: PaymentStatus;
  /** What was charged, in piastres (EGP cents). */
  amountCents: number;
  /** What Paymob has confirmed refunded so far, in piastres. */
  refundedCents: number;
  /** Set once a full refund or a void is confirmed: the grants are gone for good. */
  refundedAt?: Date | string | null;
};

/**
 * "Refunded" once a whole payment is refunded or voided, "Partially refunded" while part of it is;
 * otherwise the stored status. Only a completed payment can be refunded (paymob.md §7).
 */
export function orderStatus({ status, amountCents, refundedCents, refundedAt }: OrderStatusFacts): OrderStatus {
  // A whole refund or a void stores the payment as Failed (no longer paid: settle.ts), with refundedAt set.
  if (refundedAt) return 'Refunded';
  if (status !== 'Completed') return status;
  if (amountCents > 0 && refundedCents >= amountCents) return 'Refunded';
  if (refundedCents > 0) return 'Partially refunded';
  return 'Completed';
}

/** A status from untrusted text (a list's filter), or null. */
export function parseOrderStatus(value: unknown): OrderStatus | null {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
    ? (value as OrderStatus)
    : null;
}
