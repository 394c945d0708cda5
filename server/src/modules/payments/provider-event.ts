import type { PaymobTransaction } from '../../lib/paymob/protocol';

/**
 * One Paymob transaction, from whichever door it came in (the POST callback, the GET return, the
 * inquiry), reduced to what decides a payment's state (shared/paymob.md §6).
 */
export type ProviderEvent = {
  transactionId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  errorOccured: boolean;
  isAuth: boolean;
  /** A refund or void transaction of its own, a child of the payment (`is_refund`, `is_void`: not signed). */
  isRefund: boolean;
  isVoid: boolean;
  /** The payment transaction itself, once refunded (even partly) or voided (signed). */
  isRefunded: boolean;
  isVoided: boolean;
  /** Piastres Paymob reports refunded of the payment so far (`refunded_amount_cents`: not signed); 0 when none. */
  refundedAmountCents: number;
  message: string | null;
  sourceType: string;
};

export type Outcome = 'completed' | 'pending' | 'failed' | 'refunded' | 'voided' | 'ignored';

/**
 * Whether the event would take a payment back, by any of the flags Paymob uses for it (paymob.md §6).
 * Only the transaction inquiry is believed about that; a callback saying so is checked with it first,
 * and the browser return never reverses anything (issue 22 §1).
 */
export function claimsReversal(event: ProviderEvent): boolean {
  return event.isRefund || event.isVoid || event.isRefunded || event.isVoided || event.refundedAmountCents > 0;
}

/**
 * How much of the payment the event says has been refunded, in piastres: a refund transaction's own
 * amount, or the payment's running total, or (refunded with no total given) all of it.
 */
export function refundedCentsOf(event: ProviderEvent): number {
  if (event.isRefund) return event.success ? event.amountCents : 0;
  if (event.refundedAmountCents > 0) return event.refundedAmountCents;
  return event.isRefunded ? event.amountCents : 0;
}

/**
 * The order of the checks matters: a refund or a void succeeds too (`success: true`), so it is
 * recognised before success could mean "paid" (paymob.md §6, "Caution"). A payment only partly
 * refunded is still a payment that went through: it completes, and `settle` records the refund. Whether
 * a refund transaction returns all of the payment is for `settle`, which knows the payment's amount.
 */
export function outcomeOf(event: ProviderEvent): Outcome {
  if (event.isRefund) return event.success ? 'refunded' : 'ignored';
  if (event.isVoid) return event.success ? 'voided' : 'ignored';
  if (event.isVoided) return 'voided';
  if (event.isRefunded || event.refundedAmountCents > 0) {
    if (refundedCentsOf(event) >= event.amountCents) return 'refunded';
  }
  if (event.pending) return 'pending';
  if (event.success && !event.errorOccured) return event.isAuth ? 'ignored' : 'completed';
  return 'failed';
}

const truthy = (value: unknown) => value === true || value === 'true';

/** Piastres, or 0 for anything that is not a positive whole number. */
function cents(value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : 0;
}

/** From a callback's or the inquiry's transaction object. */
export function eventFromTransaction(obj: PaymobTransaction): ProviderEvent {
  return {
    transactionId: String(obj.id),
    orderId: String(obj.order?.id ?? ''),
    amountCents: Number(obj.amount_cents),
    currency: String(obj.currency),
    success: truthy(obj.success),
    pending: truthy(obj.pending),
    errorOccured: truthy(obj.error_occured),
    isAuth: truthy(obj.is_auth),
    isRefund: truthy(obj.is_refund),
    isVoid: truthy(obj.is_void),
    isRefunded: truthy(obj.is_refunded),
    isVoided: truthy(obj.is_voided),
    refundedAmountCents: cents(obj.refunded_amount_cents),
    message: typeof obj.data?.message === 'string' && obj.data.message.trim() ? obj.data.message.trim() : null,
    sourceType: String(obj.source_data?.type ?? ''),
  };
}

/** From the flat query of the GET browser return (paymob.md §4.2): `order`, or `order_id`. */
export function eventFromQuery(query: URLSearchParams): ProviderEvent {
  return {
    transactionId: query.get('id') ?? '',
    orderId: query.get('order') ?? query.get('order_id') ?? '',
    amountCents: Number(query.get('amount_cents')),
    currency: query.get('currency') ?? '',
    success: truthy(query.get('success')),
    pending: truthy(query.get('pending')),
    errorOccured: truthy(query.get('error_occured')),
    isAuth: truthy(query.get('is_auth')),
    isRefund: truthy(query.get('is_refund')),
    isVoid: truthy(query.get('is_void')),
    isRefunded: truthy(query.get('is_refunded')),
    isVoided: truthy(query.get('is_voided')),
    refundedAmountCents: cents(query.get('refunded_amount_cents')),
    message: query.get('data.message')?.trim() || null,
    sourceType: query.get('source_data.type') ?? '',
  };
}

/** What the payment status shows as the method (A§3 `paymentMethod`). */
export function paymentMethodOf(sourceType: string): string {
  if (sourceType === 'card') return 'Card';
  if (sourceType === 'wallet') return 'Mobile wallet';
  return 'Gateway';
}
