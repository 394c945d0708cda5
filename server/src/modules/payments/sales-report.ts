import { REPORT_TIME_ZONE, type SalesReport, type SalesReportQuery } from '@the-gate/contract/admin-reports';
import type { PaymentItemType } from '@the-gate/contract/payment-rules';
import { and, desc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentItems, payments } from './schema';

/**
 * The sales report (issue 25 §8), summed by the database, not in JavaScript, so its figures are the
 * payments' own (a test compares them with a direct SQL sum). Revenue is what completed payments
 * charged, by the Cairo day they completed; a refunded payment stays in revenue and its refund is
 * its own figure (decision 022).
 */

const zone = sql.raw(`'${REPORT_TIME_ZONE}'`);
/** Midnight in Cairo at the start of `date` (YYYY-MM-DD), as an instant the indexes can compare. */
const cairoMidnight = (date: string) => sql`(${date}::date::timestamp AT TIME ZONE ${zone})`;
const cairoDay = (column: typeof payments.completedAt) =>
  sql<string>`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
const cents = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(round(${expression} * 100), 0)`;

/** `date` plus `days`, both YYYY-MM-DD calendar dates. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** GET /api/admin/reports/sales: the range's figures, every day of it, and the ten best sellers. */
export async function salesReport(db: Database, { from, to }: SalesReportQuery): Promise<SalesReport> {
  const end = addDays(to, 1);
  // A payment that went through: Completed, or wholly refunded or voided since, which settle.ts
  // stores as Failed with `refundedAt` (it keeps its completion time).
  const wentThrough = or(eq(payments.status, 'Completed'), isNotNull(payments.refundedAt));
  const completedIn = and(
    wentThrough,
    gte(payments.completedAt, cairoMidnight(from)),
    lt(payments.completedAt, cairoMidnight(end)),
  );
  const day = cairoDay(payments.completedAt);
  // Each line's share of what its payment charged, so a discount lowers its items' revenue too.
  const lineRevenue = cents(sql`sum(${paymentItems.lineTotal} * ${payments.amount} / nullif(${payments.subtotal}, 0))`);

  const [totals, perDay, started, sellers] = await Promise.all([
    db
      .select({
        revenue: cents(sql`sum(${payments.amount})`),
        payments: sql<number>`count(*)::int`,
        // All of it once wholly refunded or voided (a void leaves refundedAmount at 0), else the running total.
        refunded: cents(
          sql`sum(CASE WHEN ${payments.refundedAt} IS NULL THEN ${payments.refundedAmount} ELSE ${payments.amount} END)`,
        ),
      })
      .from(payments)
      .where(completedIn),
    db
      .select({ date: day, revenue: cents(sql`sum(${payments.amount})`), payments: sql<number>`count(*)::int` })
      .from(payments)
      .where(completedIn)
      .groupBy(day),
    db
      .select({
        all: sql<number>`count(*)::int`,
        completed: sql<number>`(count(*) FILTER (WHERE ${wentThrough}))::int`,
      })
      .from(payments)
      .where(and(gte(payments.createdAt, cairoMidnight(from)), lt(payments.createdAt, cairoMidnight(end)))),
    db
      .select({
        itemType: paymentItems.itemType,
        itemId: paymentItems.itemId,
        title: sql<string>`max(${paymentItems.titleSnapshot})`,
        quantity: sql<number>`sum(${paymentItems.quantity})::int`,
        revenue: lineRevenue,
      })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .where(completedIn)
      .groupBy(paymentItems.itemType, paymentItems.itemId)
      .orderBy(desc(lineRevenue), paymentItems.itemType, paymentItems.itemId)
      .limit(10),
  ]);

  const total = totals[0]!;
  const totalRevenueCents = Number(total.revenue);
  const byDay = new Map(perDay.map((row) => [row.date, row]));
  const days: SalesReport['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = byDay.get(date);
    days.push({ date, revenueCents: Number(row?.revenue ?? 0), payments: row?.payments ?? 0 });
  }
  const { all, completed } = started[0]!;
  return {
    from,
    to,
    totalRevenueCents,
    payments: total.payments,
    refundedCents: Number(total.refunded),
    averageOrderCents: total.payments === 0 ? 0 : Math.round(totalRevenueCents / total.payments),
    completionRate: all === 0 ? 0 : completed / all,
    days,
    bestSellers: sellers.map((row) => ({
      itemType: row.itemType as PaymentItemType,
      itemId: row.itemId,
      title: row.title,
      quantity: row.quantity,
      revenueCents: Number(row.revenue),
    })),
  };
}
