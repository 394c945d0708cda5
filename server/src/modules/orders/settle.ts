import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import type { Database } from '../../db/client';
import { type GrantDeps, grantPayment, revokePayment } from './grants';
import { toCents } from './pricing';
import { type Outcome, outcomeOf, type ProviderEvent, paymentMethodOf } from './provider-event';
import * as repo from './repository';

export const PAYMOB = 'paymob';

const DECLINED = 'Your payment was declined.';

/** Why a verified event is still refused: it does not describe the payment we stored. */
export type Mismatch = 'unknown-order' | 'amount' | 'currency';

export type SettleResult =
  | { ok: false; mismatch: Mismatch }
  | { ok: true; paymentId: number; reference: string; outcome: Outcome; changed: boolean; completed: boolean };

/**
 * Applies a provider event whose origin is already trusted (a valid HMAC, or our own inquiry) to
 * the payment of its Paymob order, in one transaction with the payment row locked, so replayed and
 * concurrent deliveries serialise and only one of them changes anything (contract §5.3).
 *
 * The payment must match: its provider order (covered by the HMAC; `merchant_order_id` is not),
 * its currency, and its amount: exactly for a payment, at most the amount for a refund or void.
 * State machine (paymob.md §6, issue 8 §4): Pending/Failed -> Completed on a success; Pending ->
 * Failed on a decline; Completed is never undone by a decline, only by a refund or void, which
 * revokes the grants and for good: a replayed success never grants a refunded payment again.
 */
export async function settle(db: Database, deps: GrantDeps, event: ProviderEvent): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Database;
    const payment = await repo.lockPaymentByProviderOrder(executor, PAYMOB, event.orderId);
    if (!payment) return { ok: false, mismatch: 'unknown-order' } as const;
    if (event.currency !== payment.currency) return { ok: false, mismatch: 'currency' } as const;

    const outcome = outcomeOf(event);
    const stored = toCents(payment.amount);
    const reversal = outcome === 'refunded' || outcome === 'voided';
    const amountFits = reversal ? event.amountCents > 0 && event.amountCents <= stored : event.amountCents === stored;
    if (!Number.isSafeInteger(event.amountCents) || !amountFits) return { ok: false, mismatch: 'amount' } as const;

    const result = { ok: true as const, paymentId: payment.id, reference: payment.paymentReference, outcome };
    const unchanged = { ...result, changed: false, completed: false };

    if (outcome === 'completed') {
      if (payment.status === 'Completed' || payment.refundedAt) return unchanged;
      await repo.updatePayment(executor, payment.id, {
        status: 'Completed',
        completedAt: new Date(),
        failureReason: null,
        paymentMethod: paymentMethodOf(event.sourceType),
        providerTransactionId: event.transactionId,
      });
      await grantPayment(executor, deps, payment);
      return { ...result, changed: true, completed: true };
    }

    if (outcome === 'failed') {
      if (payment.status !== 'Pending') return unchanged;
      await repo.updatePayment(executor, payment.id, {
        status: 'Failed',
        completedAt: new Date(),
        failureReason: event.message ?? DECLINED,
        providerTransactionId: event.transactionId,
      });
      return { ...result, changed: true, completed: false };
    }

    if (reversal) {
      if (payment.refundedAt) return unchanged;
      if (payment.status === 'Completed') await revokePayment(executor, deps, payment);
      await repo.updatePayment(executor, payment.id, {
        status: 'Failed',
        refundedAt: new Date(),
        completedAt: payment.completedAt ?? new Date(),
        failureReason: outcome === 'refunded' ? 'Payment refunded' : 'Payment voided',
      });
      return { ...result, changed: true, completed: false };
    }

    // Pending (the buyer is still at the bank's page) or an authorisation only: nothing to do yet.
    return unchanged;
  });
}

/**
 * Fails a payment still Pending with "Payment expired" (contract §3.18), unless something settled it
 * meanwhile. Returns whether it changed.
 */
export async function expire(db: Database, paymentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Database;
    const payment = await repo.lockPayment(executor, paymentId);
    if (payment?.status !== 'Pending') return false;
    await repo.updatePayment(executor, paymentId, {
      status: 'Failed',
      completedAt: new Date(),
      failureReason: PAYMENT_MESSAGES.expired,
    });
    return true;
  });
}
