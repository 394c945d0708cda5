import type { RefundAnswer, RefundRequest } from '@the-gate/contract/admin-payments';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { HttpError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/service';
import { paymentDetail, presentRefund, refundRoom } from './admin-detail';
import { egpCents, recordPaymentEvent } from './events';
import { type PaymobClient, PaymobRefusedError, PaymobUnavailableError } from './paymob/client';
import { fromCents, toCents } from './pricing';
import type { ProviderSync } from './provider-sync';
import * as refunds from './refunds-repository';
import * as repo from './repository';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const REFUND_MESSAGES = {
  notRefundable: 'Only a completed payment can be refunded.',
  underWay: 'A refund of this payment is already under way.',
  tooMuch: (leftCents: number) => `The refund is more than what is left to refund (${egpCents(leftCents)}).`,
  noTransaction: 'This payment has no Paymob transaction to refund.',
  refused: (message: string) => `Paymob refused the refund: ${message}`,
  unavailable: 'Paymob did not answer. Nothing was refunded; try again.',
} as const;

export type Staff = { userId: string; email: string };

type Deps = { db: Database; logger: Logger; paymob: PaymobClient; sync: Pick<ProviderSync, 'reconcile'> };

/**
 * A refund asked for in the back office (issue 25 §2). Three steps, so no database lock is held while
 * Paymob is called:
 *
 * 1. With the payment row locked: the payment must have gone through, no other refund may be under way
 *    (a double click finds the first one Requested: 409, and Paymob is called once), and the amount must
 *    fit what is left. The refund is recorded Requested (a void when it is all of a payment that can
 *    still be voided), with its timeline line and audit entry.
 * 2. Paymob is asked to refund or void. A refusal records the refund Refused with Paymob's words (502);
 *    no answer records it Refused too, as not made (503), so it no longer blocks a new attempt; what
 *    Paymob may have done meanwhile still shows through its inquiry, which `refundedAmount` follows.
 * 3. Paymob accepted: the inquiry is asked at once, and `settle` confirms the refund when the payment
 *    shows refunded that far (and, for all of it, revokes the grants). Paymob's callback and the payment
 *    job ask again later if this answer did not yet show it.
 */
export async function requestRefund(
  deps: Deps,
  staff: Staff,
  reference: string,
  request: RefundRequest,
): Promise<RefundAnswer> {
  const { db, logger, paymob, sync } = deps;
  const { payment, refund } = await db.transaction(async (tx) => {
    const payment = await repo.lockPaymentByReference(tx, reference);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    const existing = await refunds.selectRefunds(tx, payment.id);
    const room = refundRoom(payment, existing);
    if (room.status !== 'Completed' && room.status !== 'Partially refunded') {
      throw new HttpError(409, REFUND_MESSAGES.notRefundable);
    }
    if (room.underWay > 0) throw new HttpError(409, REFUND_MESSAGES.underWay);
    if (request.amountCents > room.refundableCents) {
      throw new HttpError(409, REFUND_MESSAGES.tooMuch(room.refundableCents));
    }
    if (!payment.providerTransactionId || !/^\d{1,15}$/.test(payment.providerTransactionId)) {
      throw new HttpError(409, REFUND_MESSAGES.noTransaction);
    }
    const kind = room.canVoid && request.amountCents === toCents(payment.amount) ? 'void' : 'refund';
    let refund: refunds.RefundRow;
    try {
      refund = await refunds.insertRefund(tx, {
        paymentId: payment.id,
        kind,
        amount: fromCents(request.amountCents),
        reason: request.reason,
        requestedBy: staff.userId,
        requestedByEmail: staff.email,
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'payment_refunds_one_open_idx') {
        throw new HttpError(409, REFUND_MESSAGES.underWay);
      }
      throw error;
    }
    const what = kind === 'void' ? 'Void' : 'Refund';
    await recordPaymentEvent(tx, {
      paymentId: payment.id,
      kind: 'refund-requested',
      summary: `${what} of ${egpCents(request.amountCents)} requested: ${request.reason}`,
      actor: staff,
      data: { refundId: refund.id },
    });
    await recordAudit(tx, {
      actor: staff.email,
      action: 'payment.refund.request',
      entity: 'payment',
      entityId: payment.paymentReference,
      before: null,
      after: { refundId: refund.id, kind, amountCents: request.amountCents, reason: request.reason },
    });
    return { payment, refund };
  });

  const transactionId = Number(payment.providerTransactionId);
  try {
    const answer =
      refund.kind === 'void'
        ? await paymob.void(transactionId)
        : await paymob.refund(transactionId, request.amountCents);
    await refunds.setRefundTransaction(db, refund.id, String(answer.id));
  } catch (error) {
    const refused = error instanceof PaymobRefusedError;
    if (!refused && !(error instanceof PaymobUnavailableError)) throw error;
    const message = refused ? error.message : 'Paymob did not answer.';
    logger.warn({ err: error, paymentReference: reference, refundId: refund.id }, 'a refund was not made');
    await db.transaction(async (tx) => {
      if (!(await refunds.updateOpenRefund(tx, refund.id, { status: 'Refused', message }))) return;
      await recordPaymentEvent(tx, {
        paymentId: payment.id,
        kind: 'refund-refused',
        summary: refused ? REFUND_MESSAGES.refused(message) : 'Paymob did not answer; nothing was refunded',
        data: { refundId: refund.id },
      });
    });
    throw refused
      ? new HttpError(502, REFUND_MESSAGES.refused(message))
      : new HttpError(503, REFUND_MESSAGES.unavailable);
  }

  // Paymob accepted: ask at once, so a refund it has made shows Confirmed in this very answer.
  const now = (await repo.selectPaymentByReference(db, reference)) ?? payment;
  await sync.reconcile(now);
  const after = (await repo.selectPaymentByReference(db, reference)) ?? now;
  const recorded = (await refunds.selectRefund(db, refund.id)) ?? refund;
  return { refund: presentRefund(recorded), payment: await paymentDetail(db, after) };
}
