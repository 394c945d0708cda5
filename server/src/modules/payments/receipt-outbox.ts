import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuthService } from '../auth/service';
import { recordPaymentEvent } from './events';
import { receiptEmail } from './receipt-email';
import * as repo from './repository';

/**
 * Receipts go out from an outbox (issue 8 §9): a completed payment is a receipt owed, claimed by
 * one sender at a time and marked sent. A replayed callback completes nothing, so owes nothing;
 * a process that dies between the payment and the mail leaves the receipt owed, and the next run
 * (right after any completion, and every minute) sends it.
 */
export function createReceiptOutbox({
  db,
  mailer,
  logger,
  publicUrl,
  accounts,
}: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** The receipt goes to the buyer's account, not to the address typed at checkout (issue 22 §3). */
  accounts: Pick<AuthService, 'mailContact'>;
}) {
  let running: Promise<number> | null = null;
  let again = false;

  async function sendDueOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await repo.claimDueReceipts(db, 20);
      if (claimed.length === 0) return sent;
      for (const payment of claimed) {
        try {
          const account = await accounts.mailContact(payment.userId);
          if (account) {
            const items = await repo.selectPaymentItems(db, [payment.id]);
            await mailer.send(receiptEmail(payment, items, account, publicUrl));
          } else {
            logger.warn({ paymentReference: payment.paymentReference }, 'no account to send a receipt to');
          }
          await db.transaction(async (tx) => {
            await repo.markReceiptSent(tx, payment.id);
            const summary = account ? `Receipt e-mailed to ${account.email}` : 'No receipt sent: the account is gone';
            await recordPaymentEvent(tx, { paymentId: payment.id, kind: 'receipt-sent', summary });
          });
          sent += 1;
        } catch (err) {
          // Given back, so the next run tries again instead of waiting for the claim to go stale.
          logger.error({ err, paymentReference: payment.paymentReference }, 'could not send a receipt');
          await repo.releaseReceiptClaim(db, payment.id).catch(() => {});
          return sent;
        }
      }
    }
  }

  return {
    /**
     * Sends every receipt owed. A call during a run makes that run look once more, so a payment
     * completed meanwhile is not left for the next minute. Resolves with how many were sent.
     */
    sendDue(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let sent = 0;
        do {
          again = false;
          sent += await sendDueOnce();
        } while (again);
        return sent;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    /** After a completion: send in the background, after the response. */
    trigger(): void {
      setImmediate(() => {
        this.sendDue().catch((err: unknown) => logger.error({ err }, 'the receipt outbox failed'));
      });
    },
  };
}

export type ReceiptOutbox = ReturnType<typeof createReceiptOutbox>;
