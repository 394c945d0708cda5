import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { concatenateQuery, concatenateTransaction, hmacMatches } from '../../lib/paymob/hmac';
import type { PaymobTransaction } from '../../lib/paymob/protocol';
import type { GrantDeps } from './grants';
import type { PaymobClient } from './paymob-client';
import { eventFromQuery, eventFromTransaction } from './provider-event';
import type { ReceiptOutbox } from './receipt-outbox';
import * as repo from './repository';
import { expire, type Mismatch, type SettleResult, settle } from './settle';

export type SyncDeps = {
  db: Database;
  logger: Logger;
  publicUrl: string;
  paymob: PaymobClient;
  grants: GrantDeps;
  receipts: ReceiptOutbox;
  pendingTtlMinutes: number;
};

/** A Pending payment is asked about at most this often when its owner looks at it (contract §3.4). */
const RECONCILE_AFTER_MS = 60_000;
const RECHECK_AFTER_MS = 15_000;

const mismatchError = (mismatch: Mismatch): HttpError =>
  mismatch === 'unknown-order'
    ? notFound(PAYMENT_MESSAGES.notFound)
    : badRequest('The transaction does not match the payment it names.');

function isTransactionCallback(body: unknown): body is { type: 'TRANSACTION'; obj: PaymobTransaction } {
  if (!body || typeof body !== 'object') return false;
  const { type, obj } = body as Record<string, unknown>;
  return type === 'TRANSACTION' && !!obj && typeof obj === 'object' && !Array.isArray(obj);
}

/**
 * Everything that moves a payment on from Pending: Paymob's signed callback and browser return,
 * the inquiry when its owner looks at it, and the job that fails payments nobody finished.
 */
export function createProviderSync(deps: SyncDeps) {
  const { db, logger, paymob, grants, receipts } = deps;
  const secret = paymob.settings.hmacSecret;

  function after(result: SettleResult, source: string): Extract<SettleResult, { ok: true }> {
    if (!result.ok) {
      logger.warn({ source, mismatch: result.mismatch }, 'a verified Paymob transaction did not match its payment');
      throw mismatchError(result.mismatch);
    }
    if (result.changed)
      logger.info({ source, paymentReference: result.reference, outcome: result.outcome }, 'payment updated');
    if (result.completed) receipts.trigger();
    return result;
  }

  /** Asks Paymob about a payment's order and applies what it says; false when Paymob cannot tell. */
  async function reconcile(payment: repo.PaymentRow): Promise<boolean> {
    if (!payment.providerOrderId) return true;
    await repo.updatePayment(db, payment.id, { checkedAt: new Date() });
    try {
      const transaction = await paymob.inquireOrder(Number(payment.providerOrderId));
      // Only a transaction of this very order: the inquiry's answer is trusted, not its routing.
      if (transaction && String(transaction.order?.id) === payment.providerOrderId) {
        after(await settle(db, grants, eventFromTransaction(transaction)), 'inquiry');
      }
      return true;
    } catch (err) {
      logger.warn({ err, paymentReference: payment.paymentReference }, 'could not ask Paymob about a payment');
      return false;
    }
  }

  return {
    /** POST callback (paymob.md §4.1): HMAC over the 20 fields, constant-time, before anything else. */
    async handleCallback(hmac: unknown, body: unknown): Promise<void> {
      if (!isTransactionCallback(body)) throw badRequest('Only transaction callbacks are accepted here.');
      if (!hmacMatches(secret, concatenateTransaction(body.obj), hmac)) {
        throw new HttpError(401, 'The callback signature is not valid.');
      }
      after(await settle(db, grants, eventFromTransaction(body.obj)), 'callback');
    },

    /**
     * GET browser return (paymob.md §4.2): the same check over the flat query. Answers where to send
     * the browser: the result page with the reference only, so the page asks the server (contract §3.18).
     */
    async handleReturn(rawQuery: string): Promise<string> {
      const query = new URLSearchParams(rawQuery);
      if (!hmacMatches(secret, concatenateQuery(query), query.get('hmac'))) {
        throw badRequest('This payment return link is not valid.');
      }
      const { reference } = after(await settle(db, grants, eventFromQuery(query)), 'return');
      return `${deps.publicUrl}/payment-status?ref=${encodeURIComponent(reference)}`;
    },

    /** Before answering a status: a payment Pending for over a minute is checked with Paymob. */
    async refresh(payment: repo.PaymentRow, now = Date.now()): Promise<repo.PaymentRow> {
      const stale = now - payment.createdAt.getTime() > RECONCILE_AFTER_MS;
      const notJustChecked = !payment.checkedAt || now - payment.checkedAt.getTime() > RECHECK_AFTER_MS;
      if (payment.status !== 'Pending' || !stale || !notJustChecked) return payment;
      await reconcile(payment);
      return (await repo.selectPaymentByReference(db, payment.paymentReference)) ?? payment;
    },

    /**
     * Fails payments still Pending after PAYMENT_PENDING_TTL_MINUTES with "Payment expired", asking
     * Paymob first (a payment it knows as paid is completed instead). When Paymob cannot be reached
     * the payment waits for the next run. Returns how many expired.
     */
    async expireStale(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - deps.pendingTtlMinutes * 60_000);
      let expired = 0;
      for (const payment of await repo.selectPendingBefore(db, before, 100)) {
        if (!(await reconcile(payment))) continue;
        if (await expire(db, payment.id)) {
          expired += 1;
          logger.info({ paymentReference: payment.paymentReference }, 'payment expired');
        }
      }
      return expired;
    },
  };
}

export type ProviderSync = ReturnType<typeof createProviderSync>;
