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
  isRefund: boolean;
  isVoid: boolean;
  message: string | null;
  sourceType: string;
};

export type Outcome = 'completed' | 'pending' | 'failed' | 'refunded' | 'voided' | 'ignored';

/**
 * The order of the checks matters: a refund or a void succeeds too (`success: true`), so it is
 * recognised before success could mean "paid" (paymob.md §6, "Caution").
 */
export function outcomeOf(event: ProviderEvent): Outcome {
  if (event.isRefund) return event.success ? 'refunded' : 'ignored';
  if (event.isVoid) return event.success ? 'voided' : 'ignored';
  if (event.pending) return 'pending';
  if (event.success && !event.errorOccured) return event.isAuth ? 'ignored' : 'completed';
  return 'failed';
}

const truthy = (value: unknown) => value === true || value === 'true';

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
    // The refund or void transaction itself, or the original once refunded or voided (paymob.md §6).
    isRefund: truthy(obj.is_refund) || truthy(obj.is_refunded),
    isVoid: truthy(obj.is_void) || truthy(obj.is_voided),
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
    isRefund: truthy(query.get('is_refund')) || truthy(query.get('is_refunded')),
    isVoid: truthy(query.get('is_void')) || truthy(query.get('is_voided')),
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
