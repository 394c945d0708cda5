import type {
  AdminPaymentDetail,
  AdminRefund,
  PaymentTimelineEntry,
  PaymentTimelineKind,
} from '@the-gate/contract/admin-payments';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cairoDate, statusOfPayment } from './admin-list';
import { egpCents } from './events';
import { toCents } from './pricing';
import { refundedCentsOfPayment } from './refund-confirmation';
import * as refunds from './refunds-repository';
import * as repo from './repository';
import { paymentEvents } from './schema';

/** Statuses a refund can be asked for in (issue 25 §2). */
export const REFUNDABLE_STATUSES = ['Completed', 'Partially refunded'] as const;

export function presentRefund(refund: refunds.RefundRow): AdminRefund {
  return {
    id: refund.id,
    kind: refund.kind as AdminRefund['kind'],
    amountCents: toCents(refund.amount),
    reason: refund.reason,
    status: refund.status as AdminRefund['status'],
    requestedBy: refund.requestedByEmail,
    requestedAt: refund.requestedAt.toISOString(),
    confirmedAt: refund.confirmedAt?.toISOString() ?? null,
    message: refund.message,
  };
}

/**
 * How much may still be refunded: the amount less what Paymob shows refunded (or the confirmed
 * refunds, if more) and less the refunds under way; nothing unless the payment went through. And
 * whether a refund of all of it would be a void (paymob.md §7: a card payment, the same business day,
 * nothing refunded yet), which the back office offers as such.
 */
export function refundRoom(payment: repo.PaymentRow, rows: refunds.RefundRow[], now = new Date()) {
  const sum = (status: string) =>
    rows.filter((row) => row.status === status).reduce((total, row) => total + toCents(row.amount), 0);
  const status = statusOfPayment(payment);
  const refunded = Math.max(refundedCentsOfPayment(payment), sum('Confirmed'));
  const underWay = sum('Requested');
  const open = (REFUNDABLE_STATUSES as readonly string[]).includes(status);
  const refundableCents = open ? Math.max(0, toCents(payment.amount) - refunded - underWay) : 0;
  const canVoid =
    status === 'Completed' &&
    refunded === 0 &&
    underWay === 0 &&
    payment.paymentMethod === 'Card' &&
    payment.completedAt !== null &&
    cairoDate(payment.completedAt) === cairoDate(now);
  return { status, refundedCents: refundedCentsOfPayment(payment), refundableCents, canVoid, underWay };
}

/**
 * The timeline from what the payment itself records, for what its events do not tell: payments made
 * before the timeline existed (issue 25 §1) show when they started, ended and had their receipt.
 */
function timelineFromColumns(payment: repo.PaymentRow, told: Set<string>): PaymentTimelineEntry[] {
  const entries: { at: Date | null; kind: PaymentTimelineKind; summary: string }[] = [];
  if (!told.has('initiated')) {
    entries.push({
      at: payment.createdAt,
      kind: 'initiated',
      summary: `Checkout started: ${egpCents(toCents(payment.amount))}`,
    });
  }
  const ended = told.has('completed') || told.has('failed') || told.has('expired');
  if (!ended && payment.completedAt) {
    if (payment.status === 'Completed' || payment.refundedAt) {
      const method = payment.paymentMethod ? ` (${payment.paymentMethod.toLowerCase()})` : '';
      entries.push({ at: payment.completedAt, kind: 'completed', summary: `Payment completed${method}` });
    } else if (payment.failureReason === PAYMENT_MESSAGES.expired) {
      entries.push({ at: payment.completedAt, kind: 'expired', summary: 'Payment expired' });
    } else {
      const summary = `Payment failed: ${payment.failureReason ?? 'no reason recorded'}`;
      entries.push({ at: payment.completedAt, kind: 'failed', summary });
    }
  }
  if (!told.has('refund-confirmed') && payment.refundedAt) {
    const summary = `Paymob confirmed the payment ${payment.failureReason === 'Payment voided' ? 'voided' : 'refunded'}`;
    entries.push({ at: payment.refundedAt, kind: 'refund-confirmed', summary });
  }
  if (!told.has('receipt-sent') && !told.has('receipt-resent') && payment.receiptSentAt) {
    entries.push({ at: payment.receiptSentAt, kind: 'receipt-sent', summary: 'Receipt e-mailed' });
  }
  return entries.flatMap(({ at, kind, summary }) => (at ? [{ at: at.toISOString(), kind, summary, actor: null }] : []));
}

/** `GET /api/admin/payments/{reference}`: the payment, its lines, refunds and timeline (oldest first). */
export async function paymentDetail(db: Database, payment: repo.PaymentRow): Promise<AdminPaymentDetail> {
  const [lines, refundRows, events] = await Promise.all([
    repo.selectPaymentItems(db, [payment.id]),
    refunds.selectRefunds(db, payment.id),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id))
      .orderBy(asc(paymentEvents.at), asc(paymentEvents.id)),
  ]);
  const room = refundRoom(payment, refundRows);
  const timeline: PaymentTimelineEntry[] = [
    ...events.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind as PaymentTimelineKind,
      summary: event.summary,
      actor: event.actorEmail,
    })),
    ...timelineFromColumns(payment, new Set(events.map((event) => event.kind))),
  ];
  // Stable: entries of the same instant keep the order they were written in.
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    reference: payment.paymentReference,
    status: room.status,
    createdAt: payment.createdAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
    currency: 'EGP',
    subtotalCents: toCents(payment.subtotal),
    discountCents: toCents(payment.discount),
    amountCents: toCents(payment.amount),
    refundedCents: room.refundedCents,
    refundableCents: room.refundableCents,
    promoCode: payment.promoCode,
    paymentMethod: payment.paymentMethod,
    failureReason: payment.failureReason,
    providerTransactionId: payment.providerTransactionId,
    canVoid: room.canVoid,
    customer: {
      id: payment.userId,
      name: payment.customerName,
      email: payment.customerEmail,
      phone: payment.customerPhone,
      street1: payment.street1,
      city: payment.city,
      country: payment.country,
    },
    lines: lines.map((line) => ({
      itemType: line.itemType,
      itemId: line.itemId,
      title: line.titleSnapshot,
      unitPriceCents: toCents(line.unitPrice),
      quantity: line.quantity,
      lineTotalCents: toCents(line.lineTotal),
    })),
    refunds: refundRows.map(presentRefund),
    receiptSentAt: payment.receiptSentAt?.toISOString() ?? null,
    timeline,
  };
}
