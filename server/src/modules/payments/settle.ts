import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import type { Database, Transaction } from '../../db/client';
import { describeTransaction, recordPaymentEvent, transactionData } from './events';
import { type GrantDeps, grantPayment, revokePayment } from './grants';
import { fromCents, toCents } from './pricing';
import {
  claimsReversal,
  type Outcome,
  outcomeOf,
  type ProviderEvent,
  paymentMethodOf,
  refundedCentsOf,
} from './provider-event';
import { confirmCoveredRefunds } from './refund-confirmation';
import * as repo from './repository';

export const PAYMOB = 'paymob';

const DECLINED = 'Your payment was declined.';

/** Why a verified event is still refused: it does not describe the payment we stored. */
export type Mismatch = 'unknown-order' | 'amount' | 'currency';

export type SettleResult =
  | { ok: false; mismatch: Mismatch }
  | {
      ok: true;
      paymentId: number;
      reference: string;
      outcome: Outcome;
      changed: boolean;
      completed: boolean;
      /** Back-office refunds this answer confirmed (issue 25 §2): their e-mails are owed. */
      refundsConfirmed: number;
    };

/** The door an event came in by: what it may change depends on it (issue 22 §1). */
export type EventSource = 'callback' | 'return' | 'inquiry';

/**
 * Only Paymob's answer to our own inquiry may take a payment back: the fields that say "refunded" or
 * "voided" are partly unsigned, and a reversal cannot be undone. A signed callback may complete or
 * fail a payment; the browser return, which anyone holding its address can replay with fields
 * appended, may only complete one.
 */
function mayApply(source: EventSource, event: ProviderEvent, outcome: Outcome): boolean {
  if (source === 'inquiry') return true;
  if (claimsReversal(event)) return false;
  return source === 'callback' || outcome === 'completed';
}

/**
 * Applies a provider event whose origin is already trusted (a valid HMAC over well-formed fields, or
 * our own inquiry) to the payment of its Paymob order, in one transaction with the payment row
 * locked, so replayed and concurrent deliveries serialise and only one of them changes anything
 * (contract §5.3). What the event may do depends on its `source` (see `mayApply`).
 *
 * The payment must match: its provider order (covered by the HMAC; `merchant_order_id` is not),
 * its currency, and its amount: exactly for a payment, at most the amount for a refund or void.
 * State machine (paymob.md §6, issue 8 §4): Pending/Failed -> Completed on a success; Pending ->
 * Failed on a decline; Completed is never undone by a decline, only by a void or a refund of all of
 * it, which revokes the grants and for good: a replayed success never grants a refunded payment
 * again. A partial refund is recorded (the running total, never less than before) and the grants
 * stay; partial refunds that add up to the amount are a full refund.
 */
export async function settle(
  db: Database,
  deps: GrantDeps,
  event: ProviderEvent,
  source: EventSource,
): Promise<SettleResult> {
  return db.transaction(async (executor) => {
    const payment = await repo.lockPaymentByProviderOrder(executor, PAYMOB, event.orderId);
    if (!payment) return { ok: false, mismatch: 'unknown-order' } as const;
    const result = await apply(executor, deps, payment, event, source);
    if (!result.ok) return result;
    return { ...result, refundsConfirmed: await recordOutcome(executor, payment, event, source, result) };
  });
}

/**
 * The timeline of what `settle` did (issue 25 §1): every verified callback and browser return, an
 * inquiry answer that changed something, and a completion or failure. After an inquiry, the
 * back-office refunds it now covers are confirmed, in the same transaction.
 */
async function recordOutcome(
  tx: Transaction,
  payment: repo.PaymentRow,
  event: ProviderEvent,
  source: EventSource,
  result: Extract<SettleResult, { ok: true }>,
): Promise<number> {
  const paymentId = payment.id;
  if (source !== 'inquiry' || result.changed) {
    const summary = describeTransaction(source, event);
    await recordPaymentEvent(tx, { paymentId, kind: source, summary, data: transactionData(event) });
  }
  if (result.completed) {
    const method = paymentMethodOf(event.sourceType).toLowerCase();
    await recordPaymentEvent(tx, { paymentId, kind: 'completed', summary: `Payment completed (${method})` });
  } else if (result.changed && result.outcome === 'failed' && payment.status === 'Pending') {
    const summary = `Payment failed: ${event.message ?? DECLINED}`;
    await recordPaymentEvent(tx, { paymentId, kind: 'failed', summary });
  }
  if (source !== 'inquiry') return 0;
  const now = await repo.lockPayment(tx, paymentId);
  return now ? confirmCoveredRefunds(tx, now) : 0;
}

/** `settle`'s state machine, on the payment row it has locked. */
async function apply(
  executor: Database,
  deps: GrantDeps,
  payment: repo.PaymentRow,
  event: ProviderEvent,
  source: EventSource,
): Promise<SettleResult> {
  if (event.currency !== payment.currency) return { ok: false, mismatch: 'currency' } as const;

  const outcome = outcomeOf(event);
  const stored = toCents(payment.amount);
  const reversal = outcome === 'refunded' || outcome === 'voided';
  const amountFits = reversal ? event.amountCents > 0 && event.amountCents <= stored : event.amountCents === stored;
  if (!Number.isSafeInteger(event.amountCents) || !amountFits) return { ok: false, mismatch: 'amount' } as const;

  const result = {
    ok: true as const,
    paymentId: payment.id,
    reference: payment.paymentReference,
    outcome,
    refundsConfirmed: 0,
  };
  const unchanged = { ...result, changed: false, completed: false };
  if (!mayApply(source, event, outcome) || payment.refundedAt) return unchanged;

  const recordedCents = toCents(payment.refundedAmount);
  const refundedCents = Math.min(stored, Math.max(recordedCents, refundedCentsOf(event)));
  if (outcome === 'voided' || (outcome === 'refunded' && refundedCents >= stored)) {
    if (payment.status === 'Completed') await revokePayment(executor, deps, payment);
    await repo.updatePayment(executor, payment.id, {
      status: 'Failed',
      refundedAt: new Date(),
      ...(outcome === 'refunded' && { refundedAmount: payment.amount }),
      completedAt: payment.completedAt ?? new Date(),
      failureReason: outcome === 'refunded' ? 'Payment refunded' : 'Payment voided',
    });
    return { ...result, changed: true, completed: false };
  }

  // A partial refund: recorded, and the payment stays as it is (or completes below, if it had not).
  const refundRecorded = refundedCents > recordedCents;
  if (refundRecorded) await repo.updatePayment(executor, payment.id, { refundedAmount: fromCents(refundedCents) });
  const noChange = { ...unchanged, changed: refundRecorded };

  if (outcome === 'completed') {
    if (payment.status === 'Completed') return noChange;
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
    if (payment.status !== 'Pending') return noChange;
    await repo.updatePayment(executor, payment.id, {
      status: 'Failed',
      completedAt: new Date(),
      failureReason: event.message ?? DECLINED,
      providerTransactionId: event.transactionId,
    });
    return { ...result, changed: true, completed: false };
  }

  // A partial refund transaction, a Pending payment (the buyer is still at the bank's page) or an
  // authorisation only: nothing more to do.
  return noChange;
}

/**
 * Fails a payment still Pending with "Payment expired" (contract §3.18), unless something settled it
 * meanwhile. Returns whether it changed.
 */
export async function expire(db: Database, paymentId: number): Promise<boolean> {
  return db.transaction(async (executor) => {
    const payment = await repo.lockPayment(executor, paymentId);
    if (payment?.status !== 'Pending') return false;
    await repo.updatePayment(executor, paymentId, {
      status: 'Failed',
      completedAt: new Date(),
      failureReason: PAYMENT_MESSAGES.expired,
    });
    const summary = 'Payment expired: the checkout was not finished in time';
    await recordPaymentEvent(executor, { paymentId, kind: 'expired', summary });
    return true;
  });
}
