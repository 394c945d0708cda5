import type { AdminPaymentList, AdminPaymentsExportQuery, AdminPaymentsQuery } from '@the-gate/contract/admin-payments';
import { type OrderStatus, orderStatus } from '@the-gate/contract/order-status';
import type { PaymentStatus } from '@the-gate/contract/payment-rules';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { badRequest } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { toCents } from './pricing';
import { refundedCentsOfPayment } from './refund-confirmation';
import type { PaymentRow } from './repository';
import { paymentItems, payments } from './schema';

/** The shop's calendar (issue 25 §1): days in the back office are Cairo days. */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short' });

/** `2026-11-27`: the Cairo day `at` falls on. */
export function cairoDate(at: Date): string {
  return cairoDay.format(at);
}

/**
 * The order status of a stored payment (contract/order-status.ts), for the back office and My Orders.
 * A full refund or a void is stored as Failed with `refundedAt` (issue 22 §1): it reads "Refunded".
 */
export function statusOfPayment(payment: Pick<PaymentRow, 'status' | 'amount' | 'refundedAmount' | 'refundedAt'>) {
  return orderStatus({
    status: payment.status as PaymentStatus,
    amountCents: toCents(payment.amount),
    refundedCents: refundedCentsOfPayment(payment),
    refundedAt: payment.refundedAt,
  });
}

/** `statusOfPayment` as SQL, for the list's filter. */
function statusWhere(status: OrderStatus): SQL | undefined {
  const notRefunded = isNull(payments.refundedAt);
  switch (status) {
    case 'Pending':
      return eq(payments.status, 'Pending');
    case 'Failed':
      return and(eq(payments.status, 'Failed'), notRefunded);
    case 'Refunded':
      return or(
        isNotNull(payments.refundedAt),
        and(
          eq(payments.status, 'Completed'),
          sql`${payments.amount} > 0`,
          sql`${payments.refundedAmount} >= ${payments.amount}`,
        ),
      );
    case 'Partially refunded':
      return and(
        eq(payments.status, 'Completed'),
        notRefunded,
        sql`${payments.refundedAmount} > 0`,
        sql`${payments.refundedAmount} < ${payments.amount}`,
      );
    case 'Completed':
      return and(eq(payments.status, 'Completed'), notRefunded, sql`${payments.refundedAmount} = 0`);
  }
}

/**
 * The list's and the export's filter: the status as the back office shows it, a case-insensitive part
 * of the reference, the e-mail or the name given at checkout, and Cairo days (both included) on when
 * the payment was started, as bounds on `created_at` so its index can serve them.
 */
function paymentsWhere(query: AdminPaymentsExportQuery): SQL | undefined {
  if (query.from && query.to && query.from > query.to) throw badRequest('from must not be after to.');
  const text = query.q?.trim();
  const pattern = text ? likePattern(text) : undefined;
  return and(
    query.status ? statusWhere(query.status) : undefined,
    pattern
      ? or(
          ilike(payments.paymentReference, pattern),
          ilike(payments.customerEmail, pattern),
          ilike(payments.customerName, pattern),
        )
      : undefined,
    query.from
      ? sql`${payments.createdAt} >= (${query.from}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`
      : undefined,
    query.to
      ? sql`${payments.createdAt} < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`
      : undefined,
  );
}

/** One page of the payments matching `query`, newest first unless asked otherwise, and how many match. */
export async function listPayments(db: Database, query: AdminPaymentsQuery): Promise<AdminPaymentList> {
  const where = paymentsWhere(query);
  const direction = query.order === 'asc' ? asc : desc;
  const column = query.sort === 'amount' ? payments.amount : payments.createdAt;
  const { limit, offset } = adminPageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(direction(column), direction(payments.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  const counts = rows.length
    ? await db
        .select({ paymentId: paymentItems.paymentId, lines: count() })
        .from(paymentItems)
        .where(
          inArray(
            paymentItems.paymentId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(paymentItems.paymentId)
    : [];
  const lineCounts = new Map(counts.map((row) => [row.paymentId, row.lines]));
  return {
    items: rows.map((payment) => ({
      reference: payment.paymentReference,
      createdAt: payment.createdAt.toISOString(),
      completedAt: payment.completedAt?.toISOString() ?? null,
      status: statusOfPayment(payment),
      amountCents: toCents(payment.amount),
      refundedCents: refundedCentsOfPayment(payment),
      customer: { id: payment.userId, name: payment.customerName, email: payment.customerEmail },
      lineCount: lineCounts.get(payment.id) ?? 0,
      promoCode: payment.promoCode,
    })),
    totalCount: total?.value ?? 0,
  };
}

/** Every payment matching the export's filter, newest first, with its lines (the CSV has no paging). */
export async function paymentsToExport(db: Database, query: AdminPaymentsExportQuery) {
  const where = paymentsWhere(query);
  const [rows, lines] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)),
    db
      .select()
      .from(paymentItems)
      .where(inArray(paymentItems.paymentId, db.select({ id: payments.id }).from(payments).where(where)))
      .orderBy(asc(paymentItems.id)),
  ]);
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.paymentId, [...(linesOf.get(line.paymentId) ?? []), line]);
  return rows.map((payment) => ({ payment, lines: linesOf.get(payment.id) ?? [] }));
}
