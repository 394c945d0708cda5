import { DEFAULT_LOCALE, isLocale } from '@the-gate/contract/locales';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { malformedQueryField, malformedTransactionField } from '../../lib/paymob/field-shapes';
import { concatenateQuery, concatenateTransaction, hmacMatches } from '../../lib/paymob/hmac';
import { LANGUAGE_PARAM, type PaymobTransaction } from '../../lib/paymob/protocol';
import { describeTransaction, recordPaymentEvent, transactionData } from './events';
import type { GrantDeps } from './grants';
import type { PaymobClient } from './paymob/client';
import { claimsReversal, eventFromQuery, eventFromTransaction, type ProviderEvent } from './provider-event';
import type { ReceiptOutbox } from './receipt-outbox';
import type { RefundOutbox } from './refund-outbox';
import * as refunds from './refunds-repository';
import * as repo from './repository';
import { resultPageUrl } from './result-page';
import { expire, type Mismatch, PAYMOB, type SettleResult, settle } from './settle';

export type SyncDeps = {
  db: Database;
  logger: Logger;
  publicUrl: string;
  paymob: PaymobClient;
  grants: GrantDeps;
  receipts: ReceiptOutbox;
  /** Refund e-mails owed once Paymob confirms a back-office refund (issue 25 §2). */
  refundMails: RefundOutbox;
  pendingTtlMinutes: number;
};

/** A Pending payment is asked about at most this often when its owner looks at it (contract §3.4). */
const RECONCILE_AFTER_MS = 60_000;
const RECHECK_AFTER_MS = 15_000;
/** A refund request Paymob has not answered after this long never reached it (the call times out in 15 s). */
const UNANSWERED_REFUND_MS = 10 * 60_000;

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
 * Everything that moves a payment on: Paymob's signed callback and browser return, the inquiry when
 * its owner looks at it or when a refund or void must be confirmed, and the job that retries those
 * confirmations and fails payments nobody finished.
 */
export function createProviderSync(deps: SyncDeps) {
  const { db, logger, paymob, grants, receipts, refundMails } = deps;
  const secret = paymob.settings.hmacSecret;

  function after(result: SettleResult, source: string): Extract<SettleResult, { ok: true }> {
    if (!result.ok) {
      logger.warn({ source, mismatch: result.mismatch }, 'a verified Paymob transaction did not match its payment');
      throw mismatchError(result.mismatch);
    }
    if (result.changed)
      logger.info({ source, paymentReference: result.reference, outcome: result.outcome }, 'payment updated');
    if (result.completed) receipts.trigger();
    if (result.refundsConfirmed > 0) refundMails.trigger();
    return result;
  }

  /**
   * Asks Paymob about a payment's order and applies what it says: the only door through which a
   * refund or void is believed (issue 22 §1). False when Paymob cannot tell (network, 5xx); a
   * reversal check the payment owed is settled once an answer has been applied.
   */
  async function reconcile(payment: repo.PaymentRow): Promise<boolean> {
    if (!payment.providerOrderId) return true;
    await repo.updatePayment(db, payment.id, { checkedAt: new Date() });
    try {
      const transaction = await paymob.inquireOrder(Number(payment.providerOrderId));
      // Only a transaction of this very order: the inquiry's answer is trusted, not its routing.
      if (transaction && String(transaction.order?.id) === payment.providerOrderId) {
        const result = await settle(db, grants, eventFromTransaction(transaction), 'inquiry');
        // An answer that does not fit the payment is logged and changes nothing; asking again would not help.
        if (result.ok) after(result, 'inquiry');
        else logger.warn({ mismatch: result.mismatch }, "Paymob's inquiry answered a transaction that does not match");
      }
    } catch (err) {
      logger.warn({ err, paymentReference: payment.paymentReference }, 'could not ask Paymob about a payment');
      return false;
    }
    if (payment.reversalCheckDueAt) await repo.clearReversalCheck(db, payment.id, payment.reversalCheckDueAt);
    return true;
  }

  /**
   * A signed callback says the payment was refunded or voided: believed only once the inquiry says so
   * too. When Paymob cannot be asked, nothing is taken back and the payment owes a check, which the
   * payment job makes every minute until Paymob answers.
   */
  async function confirmReversal(event: ProviderEvent): Promise<void> {
    const payment = await repo.selectPaymentByProviderOrder(db, PAYMOB, event.orderId);
    if (!payment) throw mismatchError('unknown-order');
    await recordPaymentEvent(db, {
      paymentId: payment.id,
      kind: 'callback',
      summary: `${describeTransaction('callback', event)}; to be confirmed by the inquiry`,
      data: transactionData(event),
    });
    // Refunded or voided for good already: nothing an answer could change.
    if (payment.refundedAt) return;
    const now = new Date();
    if (!(await reconcile(payment))) {
      await repo.oweReversalCheck(db, payment.id, now);
      logger.warn({ paymentReference: payment.paymentReference }, 'a claimed refund or void waits for the inquiry');
    }
  }

  return {
    reconcile,

    /**
     * POST callback (paymob.md §4.1): the 20 signed fields well formed, then the HMAC over them,
     * constant-time, before anything else. A refund or void it claims is confirmed by the inquiry.
     */
    async handleCallback(hmac: unknown, body: unknown): Promise<void> {
      if (!isTransactionCallback(body)) throw badRequest('Only transaction callbacks are accepted here.');
      const malformed = malformedTransactionField(body.obj);
      if (malformed) {
        logger.warn({ field: malformed }, 'a Paymob callback had a signed field out of shape');
        throw badRequest('The callback transaction is not well formed.');
      }
      if (!hmacMatches(secret, concatenateTransaction(body.obj), hmac)) {
        throw new HttpError(401, 'The callback signature is not valid.');
      }
      const event = eventFromTransaction(body.obj);
      if (claimsReversal(event)) return confirmReversal(event);
      after(await settle(db, grants, event, 'callback'), 'callback');
    },

    /**
     * GET browser return (paymob.md §4.2): the same checks over the flat query. It may complete a
     * payment and otherwise changes nothing (issue 22 §1): anyone holding the address can replay it.
     * Answers where to send the browser: the result page with the reference only, so the page asks
     * the server (contract §3.18).
     */
    async handleReturn(rawQuery: string): Promise<string> {
      const query = new URLSearchParams(rawQuery);
      if (malformedQueryField(query) || !hmacMatches(secret, concatenateQuery(query), query.get('hmac'))) {
        throw badRequest('This payment return link is not valid.');
      }
      const { reference } = after(await settle(db, grants, eventFromQuery(query), 'return'), 'return');
      // The language the payment was started in rides on our return address (issue 26 §2).
      const language = query.get(LANGUAGE_PARAM);
      return resultPageUrl(deps.publicUrl, reference, isLocale(language) ? language : DEFAULT_LOCALE);
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
     * The reversal checks owed (a claimed refund or void whose inquiry failed), asked again; each one
     * stays owed until Paymob answers. Returns how many were answered.
     */
    async checkOwedReversals(now = new Date()): Promise<number> {
      let answered = 0;
      for (const payment of await repo.selectReversalChecksDue(db, now, 100)) {
        if (await reconcile(payment)) answered += 1;
      }
      return answered;
    },

    /**
     * Back-office refunds still Requested a minute after they were asked for (Paymob accepted them but
     * its callback has not confirmed them yet, or the server stopped in between): Paymob is asked again.
     * Once it has answered, a request it never accepted and that is ten minutes old is marked Refused
     * (the server stopped before Paymob's answer), so it does not block the payment's refunds for ever.
     * Returns how many payments it answered for.
     */
    async checkOpenRefunds(now = new Date()): Promise<number> {
      let answered = 0;
      const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
      for (const { payment } of await refunds.selectPaymentsWithOpenRefunds(db, before, 100)) {
        if (!(await reconcile(payment))) continue;
        answered += 1;
        await db.transaction(async (tx) => {
          const stale = new Date(now.getTime() - UNANSWERED_REFUND_MS);
          for (const refund of await refunds.refuseUnansweredRefunds(tx, payment.id, stale)) {
            const summary = 'Paymob did not answer; nothing was refunded';
            await recordPaymentEvent(tx, {
              paymentId: payment.id,
              kind: 'refund-refused',
              summary,
              data: { refundId: refund.id },
            });
          }
        });
      }
      return answered;
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
