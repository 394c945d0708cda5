import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentRefunds, payments } from './schema';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = typeof paymentRefunds.$inferInsert;

/** A payment's refunds, oldest first. */
export function selectRefunds(db: Database, paymentId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(asc(paymentRefunds.id));
}

export async function insertRefund(db: Database, values: NewRefund): Promise<RefundRow> {
  const [row] = await db.insert(paymentRefunds).values(values).returning();
  return row!;
}

/** Changes a refund still Requested; false when something else settled it first. */
export async function updateOpenRefund(db: Database, id: number, patch: Partial<NewRefund>): Promise<boolean> {
  const rows = await db
    .update(paymentRefunds)
    .set(patch)
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'Requested')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

export async function selectRefund(db: Database, id: number) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

/** Payments with a refund Requested before `before`: the payment job asks Paymob about them again. */
export function selectPaymentsWithOpenRefunds(db: Database, before: Date, limit: number) {
  return db
    .selectDistinct({ payment: payments })
    .from(payments)
    .innerJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
    .where(and(eq(paymentRefunds.status, 'Requested'), lt(paymentRefunds.requestedAt, before)))
    .limit(limit);
}

/**
 * Claims confirmed refunds whose e-mail has not gone out (the outbox): one claimer wins each row, and a
 * claim older than 5 minutes (a sender that died) may be taken again.
 */
export async function claimDueRefundEmails(db: Database, limit: number): Promise<RefundRow[]> {
  const due = db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'Confirmed'),
        isNull(paymentRefunds.emailSentAt),
        or(isNull(paymentRefunds.emailClaimedAt), lt(paymentRefunds.emailClaimedAt, sql`now() - interval '5 minutes'`)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentRefunds)
    .set({ emailClaimedAt: sql`now()` })
    .where(inArray(paymentRefunds.id, due))
    .returning();
}

export async function markRefundEmailSent(db: Database, id: number) {
  await db.update(paymentRefunds).set({ emailSentAt: sql`now()` }).where(eq(paymentRefunds.id, id));
}

export async function releaseRefundEmailClaim(db: Database, id: number) {
  await db.update(paymentRefunds).set({ emailClaimedAt: null }).where(eq(paymentRefunds.id, id));
}

/** Paymob's own transaction for a refund it accepted, whatever the refund's status by now. */
export async function setRefundTransaction(db: Database, id: number, providerTransactionId: string) {
  await db.update(paymentRefunds).set({ providerTransactionId }).where(eq(paymentRefunds.id, id));
}

/**
 * Refunds of a payment still Requested since before `before` that Paymob never accepted (no transaction
 * of their own): the server stopped between recording one and Paymob's answer. Marked Refused as not
 * made, so they no longer block a new attempt; what Paymob may have done shows in the payment's
 * refunded total all the same.
 */
export function refuseUnansweredRefunds(db: Database, paymentId: number, before: Date): Promise<RefundRow[]> {
  return db
    .update(paymentRefunds)
    .set({ status: 'Refused', message: 'Paymob did not answer.' })
    .where(
      and(
        eq(paymentRefunds.paymentId, paymentId),
        eq(paymentRefunds.status, 'Requested'),
        isNull(paymentRefunds.providerTransactionId),
        lt(paymentRefunds.requestedAt, before),
      ),
    )
    .returning();
}
