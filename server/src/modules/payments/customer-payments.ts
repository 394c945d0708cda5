import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from './schema';

/**
 * A customer's payments as the back office's customer pages read them (issue 25 §3). Exported by the
 * service as `customerPayments`.
 */

/** How many payments each of these accounts made, whatever their status. */
export async function paymentCounts(db: Database, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: payments.userId, count: count() })
    .from(payments)
    .where(inArray(payments.userId, userIds))
    .groupBy(payments.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/** The account's payments, newest first, with what the order status is worked out from. */
export function paymentsOf(db: Database, userId: string) {
  return db
    .select({
      id: payments.id,
      reference: payments.paymentReference,
      createdAt: payments.createdAt,
      status: payments.status,
      amount: payments.amount,
      refundedAmount: payments.refundedAmount,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), asc(payments.id));
}
