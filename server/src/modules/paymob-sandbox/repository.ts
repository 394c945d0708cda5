import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { paymobSandboxIntentions as intentions, paymobSandboxTransactions as transactions } from './schema';
import { paymobTimestamp } from './transactions';

export type IntentionRow = typeof intentions.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

export type NewIntention = Omit<typeof intentions.$inferInsert, 'orderId' | 'status' | 'createdAt'>;

/** What a payment attempt adds; the order, amount and currency come from the intention. */
export type NewPayment = Pick<
  typeof transactions.$inferInsert,
  'success' | 'integrationId' | 'sourceType' | 'sourceSubType' | 'pan' | 'message' | 'txnResponseCode' | 'createdAtText'
>;

export type IntentionStatus = 'paid' | 'declined' | 'cancelled';

/** Null when the special reference is taken (Paymob refuses duplicates, paymob.md §2.1). */
export async function insertIntention(db: Database, values: NewIntention): Promise<IntentionRow | null> {
  try {
    const [row] = await db
      .insert(intentions)
      .values({ ...values, orderId: sql`nextval('paymob_sandbox_order_ids')` })
      .returning();
    return row!;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'paymob_sandbox_intentions_special_reference_unique') return null;
    throw error;
  }
}

export async function specialReferenceTaken(db: Database, specialReference: string): Promise<boolean> {
  const rows = await db
    .select({ id: intentions.id })
    .from(intentions)
    .where(eq(intentions.specialReference, specialReference));
  return rows.length > 0;
}

export async function findIntention(
  db: Database,
  by: { clientSecret: string } | { orderId: number } | { specialReference: string },
): Promise<IntentionRow | undefined> {
  const where =
    'clientSecret' in by
      ? eq(intentions.clientSecret, by.clientSecret)
      : 'orderId' in by
        ? eq(intentions.orderId, by.orderId)
        : eq(intentions.specialReference, by.specialReference);
  const [row] = await db.select().from(intentions).where(where);
  return row;
}

/**
 * What the inquiry answers for an order: its latest payment attempt, not a refund or void of it, which
 * carries the truth about reversals itself (`is_refunded`, `is_voided`, `refunded_amount_cents` as the
 * running total), so one answer tells how much of the payment is left (issue 22 §1).
 */
export async function latestPaymentOfOrder(db: Database, orderId: number): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), isNull(transactions.parentTransactionId)))
    .orderBy(desc(transactions.id))
    .limit(1);
  return row;
}

/**
 * One payment attempt, atomically: the intention is locked, so two submits of the same page cannot
 * both pay it; a paid intention takes no further attempt, a declined or cancelled one does.
 */
export async function recordPayment(
  db: Database,
  intentionId: string,
  payment: NewPayment,
  status: IntentionStatus,
): Promise<{ intention: IntentionRow; transaction: TransactionRow } | 'already-paid'> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(intentions).where(eq(intentions.id, intentionId)).for('update');
    if (!locked) throw new Error(`Paymob sandbox: intention ${intentionId} vanished`);
    if (locked.status === 'paid') return 'already-paid' as const;
    const [transaction] = await tx
      .insert(transactions)
      .values({
        ...payment,
        intentionId,
        orderId: locked.orderId,
        amountCents: locked.amountCents,
        currency: locked.currency,
      })
      .returning();
    const [intention] = await tx.update(intentions).set({ status }).where(eq(intentions.id, intentionId)).returning();
    return { intention: intention!, transaction: transaction! };
  });
}

export type Reversal = { kind: 'refund'; amountCents: number } | { kind: 'void' };

/**
 * A refund or void of a payment transaction, atomically: the parent is locked, `refuse` names why it
 * cannot be reversed (or returns null), the child is recorded and the parent flagged, a refund added
 * to its running total (several partial refunds may follow one another, paymob.md §7).
 */
export async function recordReversal(
  db: Database,
  parentId: number,
  reversal: Reversal,
  refuse: (parent: TransactionRow) => string | null,
): Promise<{ intention: IntentionRow; transaction: TransactionRow } | 'not-found' | { refused: string }> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select().from(transactions).where(eq(transactions.id, parentId)).for('update');
    if (!parent) return 'not-found' as const;
    const refused = refuse(parent);
    if (refused) return { refused };
    const [transaction] = await tx
      .insert(transactions)
      .values({
        intentionId: parent.intentionId,
        orderId: parent.orderId,
        parentTransactionId: parent.id,
        amountCents: reversal.kind === 'refund' ? reversal.amountCents : parent.amountCents,
        currency: parent.currency,
        success: true,
        isRefund: reversal.kind === 'refund',
        isVoid: reversal.kind === 'void',
        integrationId: parent.integrationId,
        sourceType: parent.sourceType,
        sourceSubType: parent.sourceSubType,
        pan: parent.pan,
        message: 'Approved',
        txnResponseCode: 'APPROVED',
        createdAtText: paymobTimestamp(),
      })
      .returning();
    await tx
      .update(transactions)
      .set(
        reversal.kind === 'refund'
          ? { isRefunded: true, refundedAmountCents: parent.refundedAmountCents + reversal.amountCents }
          : { isVoided: true },
      )
      .where(eq(transactions.id, parent.id));
    const [intention] = await tx.select().from(intentions).where(eq(intentions.id, parent.intentionId));
    return { intention: intention!, transaction: transaction! };
  });
}
