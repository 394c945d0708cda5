import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { paymentItems, payments, promoCodes } from './schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentItemRow = typeof paymentItems.$inferSelect;

export async function selectPromoByCode(db: Database, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

/** Serialises redemptions of one code, so a usage limit holds under concurrent checkouts. */
export async function lockPromo(tx: Transaction, id: number) {
  await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
}

/**
 * Uses of a code: completed payments, and payments still under way (a failed one frees its use), in
 * all and by `userId` (the per-customer limit, issue 25 §4). Counted under the code's row lock.
 */
export async function countPromoUses(
  db: Database,
  promoCodeId: number,
  userId: string,
): Promise<{ total: number; byBuyer: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byBuyer: sql<number>`(count(*) FILTER (WHERE ${payments.userId} = ${userId}))::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.promoCodeId, promoCodeId),
        or(eq(payments.status, 'Completed'), eq(payments.status, 'Pending')),
        isNull(payments.refundedAt),
      ),
    );
  return { total: row?.total ?? 0, byBuyer: row?.byBuyer ?? 0 };
}

export async function insertPayment(
  db: Database,
  payment: NewPayment,
  items: Omit<PaymentItemRow, 'id' | 'paymentId'>[],
) {
  const [row] = await db.insert(payments).values(payment).returning();
  await db.insert(paymentItems).values(items.map((item) => ({ ...item, paymentId: row!.id })));
  return row!;
}

export async function deletePayment(db: Database, id: number) {
  await db.delete(payments).where(eq(payments.id, id));
}

export async function updatePayment(db: Database, id: number, patch: Partial<NewPayment>) {
  await db
    .update(payments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

export async function selectPaymentByReference(db: Database, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentReference, reference)).limit(1);
  return row;
}

/** The payment a provider order belongs to, as it is now (not locked). */
export async function selectPaymentByProviderOrder(db: Database, provider: string, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
    .limit(1);
  return row;
}

/** The payment a provider order belongs to, locked until the transaction ends. */
export async function lockPaymentByProviderOrder(tx: Transaction, provider: string, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
    .for('update');
  return row;
}

export async function lockPayment(tx: Transaction, id: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export function selectPaymentItems(db: Database, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentItems)
    .where(inArray(paymentItems.paymentId, paymentIds))
    .orderBy(asc(paymentItems.id));
}

/** The user's other completed, unrefunded payments: what still entitles them after a refund. */
export function selectEntitlingPayments(db: Database, userId: string, exceptPaymentId: number) {
  return db
    .select({ id: payments.id, paymentReference: payments.paymentReference })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'Completed'),
        isNull(payments.refundedAt),
        ne(payments.id, exceptPaymentId),
      ),
    )
    .orderBy(asc(payments.id));
}

/** Pending payments created before `before`, oldest first. */
export function selectPendingBefore(db: Database, before: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'Pending'), lt(payments.createdAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Payments owing a reversal check (a claimed refund or void the inquiry could not confirm yet), oldest first. */
export function selectReversalChecksDue(db: Database, now: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(lte(payments.reversalCheckDueAt, now))
    .orderBy(asc(payments.reversalCheckDueAt))
    .limit(limit);
}

/**
 * Owes a reversal check from `now` on. A later claim moves the time on, so a check that was running
 * meanwhile (and may have asked before this claim's refund) does not settle it.
 */
export async function oweReversalCheck(db: Database, id: number, now: Date) {
  await db.update(payments).set({ reversalCheckDueAt: now, updatedAt: sql`now()` }).where(eq(payments.id, id));
}

/**
 * Settles the check that was owed at `dueAt`, once an inquiry made after it was applied. A check owed
 * again meanwhile (another claim whose inquiry failed) has another time and stays.
 */
export async function clearReversalCheck(db: Database, id: number, dueAt: Date) {
  await db
    .update(payments)
    .set({ reversalCheckDueAt: null })
    .where(and(eq(payments.id, id), eq(payments.reversalCheckDueAt, dueAt)));
}

/**
 * Claims completed payments whose receipt has not gone out (the outbox): one claimer wins each row,
 * and a claim older than 5 minutes (a sender that died) may be taken again.
 */
export async function claimDueReceipts(db: Database, limit: number): Promise<PaymentRow[]> {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'Completed'),
        isNull(payments.receiptSentAt),
        or(isNull(payments.receiptClaimedAt), lt(payments.receiptClaimedAt, sql`now() - interval '5 minutes'`)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(payments).set({ receiptClaimedAt: sql`now()` }).where(inArray(payments.id, due)).returning();
}

export async function markReceiptSent(db: Database, id: number) {
  await db.update(payments).set({ receiptSentAt: sql`now()` }).where(eq(payments.id, id));
}

export async function releaseReceiptClaim(db: Database, id: number) {
  await db.update(payments).set({ receiptClaimedAt: null }).where(eq(payments.id, id));
}

export function selectPaymentsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(payments).where(inArray(payments.id, ids));
}

/** The payment of a reference, locked until the transaction ends. */
export async function lockPaymentByReference(tx: Transaction, reference: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.paymentReference, reference)).for('update');
  return row;
}
