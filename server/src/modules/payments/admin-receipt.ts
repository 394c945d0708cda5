import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail/mailer';
import { recordAudit } from '../audit/service';
import type { AuthService } from '../auth/service';
import { statusOfPayment } from './admin-list';
import { PAYMENT_NOT_FOUND, type Staff } from './admin-refunds';
import { recordPaymentEvent } from './events';
import { receiptEmail } from './receipt-email';
import * as repo from './repository';

export const NO_RECEIPT = 'Only a completed payment has a receipt.';
export const NO_ACCOUNT = "The buyer's account no longer exists, so there is nobody to send the receipt to.";

type Deps = { db: Database; mailer: Mailer; publicUrl: string; accounts: Pick<AuthService, 'mailContact'> };

/**
 * Sends a payment's receipt again (issue 25 §1), to the buyer's account as the first one went (issue 22
 * §3): a completed payment, refunded or not; a Pending or Failed one has none. The mail goes first; the
 * new time, the timeline line and the audit entry are then kept together.
 */
export async function resendReceipt(deps: Deps, staff: Staff, reference: string): Promise<{ receiptSentAt: string }> {
  const { db, mailer, publicUrl, accounts } = deps;
  const payment = await repo.selectPaymentByReference(db, reference);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  const status = statusOfPayment(payment);
  if (status === 'Pending' || status === 'Failed') throw new HttpError(409, NO_RECEIPT);
  const account = await accounts.mailContact(payment.userId);
  if (!account) throw new HttpError(409, NO_ACCOUNT);
  const items = await repo.selectPaymentItems(db, [payment.id]);
  await mailer.send(receiptEmail(payment, items, account, publicUrl));
  const sentAt = new Date();
  await db.transaction(async (tx) => {
    await repo.updatePayment(tx, payment.id, { receiptSentAt: sentAt });
    await recordPaymentEvent(tx, {
      paymentId: payment.id,
      kind: 'receipt-resent',
      summary: `Receipt e-mailed again to ${account.email}`,
      actor: staff,
    });
    await recordAudit(tx, {
      actor: staff.email,
      action: 'payment.receipt.resend',
      entity: 'payment',
      entityId: payment.paymentReference,
      before: { receiptSentAt: payment.receiptSentAt?.toISOString() ?? null },
      after: { receiptSentAt: sentAt.toISOString() },
    });
  });
  return { receiptSentAt: sentAt.toISOString() };
}
