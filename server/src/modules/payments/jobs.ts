import type { Logger } from 'pino';
import type { ProviderSync } from './provider-sync';
import type { ReceiptOutbox } from './receipt-outbox';
import type { RefundOutbox } from './refund-outbox';

const EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment jobs, to run at once (tests, operations) rather than wait for the minute. */
    paymentJobs: PaymentJobs;
  }
}

/**
 * Once a minute, while the app is up: ask Paymob again about refunds and voids it could not confirm
 * (issue 22 §1) and about back-office refunds still under way (issue 25 §2), fail payments nobody finished (asking Paymob first) and send receipts and refund e-mails still owed. Safe with several processes: each payment is locked while it changes, and
 * each receipt claimed by one sender.
 */
export function createPaymentJobs({
  sync,
  receipts,
  refundMails,
  logger,
}: {
  sync: ProviderSync;
  receipts: ReceiptOutbox;
  refundMails: RefundOutbox;
  logger: Logger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  /**
   * How many reversal checks Paymob answered, how many payments expired and how many receipts went
   * out; null while a run is already going.
   */
  const run = async (): Promise<{
    reversalChecks: number;
    openRefunds: number;
    expired: number;
    receipts: number;
    refundMails: number;
  } | null> => {
    if (running) return null;
    running = true;
    try {
      const reversalChecks = await sync.checkOwedReversals();
      const openRefunds = await sync.checkOpenRefunds();
      const expired = await sync.expireStale();
      return {
        reversalChecks,
        openRefunds,
        expired,
        receipts: await receipts.sendDue(),
        refundMails: await refundMails.sendDue(),
      };
    } catch (err) {
      logger.error({ err }, 'the payment jobs failed');
      return null;
    } finally {
      running = false;
    }
  };
  return {
    /** One run now: reversal checks owed, then stale payments, then the receipts owed. */
    runNow: run,
    start() {
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type PaymentJobs = ReturnType<typeof createPaymentJobs>;
