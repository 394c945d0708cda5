import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuthService } from '../auth/service';
import { refundEmail } from './refund-email';
import * as refunds from './refunds-repository';
import * as repo from './repository';

/**
 * Refund e-mails go out from an outbox, as receipts do (receipt-outbox.ts): a refund Paymob confirmed
 * is an e-mail owed, claimed by one sender at a time and marked sent, so the buyer hears of it once,
 * however many answers confirm it.
 */
export function createRefundOutbox({
  db,
  mailer,
  logger,
  accounts,
}: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  accounts: Pick<AuthService, 'mailContact'>;
}) {
  let running: Promise<number> | null = null;

  async function sendDueOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await refunds.claimDueRefundEmails(db, 20);
      if (claimed.length === 0) return sent;
      for (const refund of claimed) {
        try {
          const [payment] = await repo.selectPaymentsByIds(db, [refund.paymentId]);
          const account = payment && (await accounts.mailContact(payment.userId));
          if (payment && account) {
            const items = await repo.selectPaymentItems(db, [payment.id]);
            await mailer.send(refundEmail(refund, payment, items, account));
          } else {
            logger.warn({ refundId: refund.id }, 'no account to send a refund e-mail to');
          }
          await refunds.markRefundEmailSent(db, refund.id);
          sent += 1;
        } catch (err) {
          logger.error({ err, refundId: refund.id }, 'could not send a refund e-mail');
          await refunds.releaseRefundEmailClaim(db, refund.id).catch(() => {});
          return sent;
        }
      }
    }
  }

  return {
    /** Sends every refund e-mail owed; a call during a run waits for that run. Resolves with how many went. */
    async sendDue(): Promise<number> {
      while (running) await running;
      running = sendDueOnce().finally(() => {
        running = null;
      });
      return running;
    },
    /** After a confirmation: send in the background, after the response. */
    trigger(): void {
      setImmediate(() => {
        this.sendDue().catch((err: unknown) => logger.error({ err }, 'the refund outbox failed'));
      });
    },
  };
}

export type RefundOutbox = ReturnType<typeof createRefundOutbox>;
