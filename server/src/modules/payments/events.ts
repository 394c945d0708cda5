import type { PaymentTimelineKind } from '@the-gate/contract/admin-payments';
import type { Database } from '../../db/client';
import type { ProviderEvent } from './provider-event';
import { paymentEvents } from './schema';

export type NewPaymentEvent = {
  paymentId: number;
  kind: PaymentTimelineKind;
  summary: string;
  /** The member of staff who did it; none for the buyer, Paymob and the server's own jobs. */
  actor?: { userId: string; email: string } | null;
  data?: Record<string, unknown> | null;
};

/**
 * One line of a payment's timeline (issue 25 §1). Call it with the transaction that makes the change,
 * so the timeline never tells of a change that was rolled back.
 */
export async function recordPaymentEvent(tx: Database, event: NewPaymentEvent): Promise<void> {
  const { actor, ...rest } = event;
  await tx
    .insert(paymentEvents)
    .values({ ...rest, actorUserId: actor?.userId ?? null, actorEmail: actor?.email ?? null, data: rest.data ?? null });
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `EGP 1,500.00` from piastres. */
export const egpCents = (cents: number) => `EGP ${money.format(cents / 100)}`;

const METHOD: Record<string, string> = { card: 'by card', wallet: 'by mobile wallet' };

/** What a Paymob transaction says, in a few words: "paid by card", "declined: Insufficient funds". */
function transactionWords(event: ProviderEvent): string {
  if (event.isRefund) return `refund of ${egpCents(event.amountCents)}${event.success ? '' : ' (not successful)'}`;
  if (event.isVoid) return `void${event.success ? '' : ' (not successful)'}`;
  if (event.isVoided) return 'the payment voided';
  if (event.isRefunded || event.refundedAmountCents > 0) {
    return `${egpCents(event.refundedAmountCents || event.amountCents)} of the payment refunded`;
  }
  if (event.pending) return 'pending';
  if (event.success && !event.errorOccured) {
    return event.isAuth ? 'authorised only' : `paid ${METHOD[event.sourceType] ?? 'through Paymob'}`;
  }
  return `declined${event.message ? `: ${event.message}` : ''}`;
}

const DOORS = { callback: 'Paymob callback', return: 'Browser return from Paymob', inquiry: "Paymob's inquiry" };

/** "Paymob callback: paid by card (transaction 123)". */
export function describeTransaction(source: keyof typeof DOORS, event: ProviderEvent): string {
  return `${DOORS[source]}: ${transactionWords(event)} (transaction ${event.transactionId || 'unknown'})`;
}

/** What the timeline keeps of a transaction besides its summary. */
export function transactionData(event: ProviderEvent): Record<string, unknown> {
  return {
    transactionId: event.transactionId,
    amountCents: event.amountCents,
    success: event.success,
    pending: event.pending,
    isRefund: event.isRefund,
    isVoid: event.isVoid,
    refundedAmountCents: event.refundedAmountCents,
    message: event.message,
  };
}
