import type { Database } from '../../db/client';
import { egpCents, recordPaymentEvent } from './events';
import { toCents } from './pricing';
import * as refunds from './refunds-repository';
import type { PaymentRow } from './repository';

/**
 * What Paymob has confirmed refunded of a payment, in piastres: all of it once a full refund or a void
 * is confirmed (`refundedAt`; a void leaves `refundedAmount` at 0), else the running total.
 */
export function refundedCentsOfPayment(payment: Pick<PaymentRow, 'amount' | 'refundedAmount' | 'refundedAt'>) {
  return payment.refundedAt ? toCents(payment.amount) : toCents(payment.refundedAmount);
}

/**
 * Marks Confirmed the refunds asked for in the back office that Paymob's inquiry now covers (issue 25
 * §2): oldest first, each while the confirmed ones and it add up to no more than what the payment shows
 * refunded. Runs in the transaction that applied the inquiry, with the payment row locked, so two
 * answers never confirm a refund twice. Returns how many it confirmed (their e-mails are then owed).
 */
export async function confirmCoveredRefunds(tx: Database, payment: PaymentRow): Promise<number> {
  const refunded = refundedCentsOfPayment(payment);
  if (refunded === 0) return 0;
  const rows = await refunds.selectRefunds(tx, payment.id);
  let covered = rows.filter((row) => row.status === 'Confirmed').reduce((sum, row) => sum + toCents(row.amount), 0);
  let confirmed = 0;
  for (const row of rows.filter((refund) => refund.status === 'Requested')) {
    const cents = toCents(row.amount);
    if (covered + cents > refunded) break;
    if (!(await refunds.updateOpenRefund(tx, row.id, { status: 'Confirmed', confirmedAt: new Date() }))) continue;
    covered += cents;
    confirmed += 1;
    await recordPaymentEvent(tx, {
      paymentId: payment.id,
      kind: 'refund-confirmed',
      summary: `${row.kind === 'void' ? 'Void' : 'Refund'} of ${egpCents(cents)} confirmed by Paymob's inquiry`,
      data: { refundId: row.id },
    });
  }
  return confirmed;
}
