import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { admin, staffUser } from '../../../test/staff';
import { paymentItems, payments } from './schema';

// Issue 25 §8: the sales report's figures are the payments' own, by Cairo day.
let t: TestApp;
let manager: string;
let buyerId: string;
let made = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  manager = (await staffUser(t, 'manager')).token;
  buyerId = (await staffUser(t, null)).id;
  // 2026-03-01 22:30 UTC is 00:30 on 2 March in Cairo (UTC+2 then): it counts on the 2nd.
  await pay({
    at: '2026-03-01T22:30:00Z',
    amount: 180,
    subtotal: 200,
    discount: 20,
    item: ['Material', 1, 'Reading pack'],
  });
  await pay({ at: '2026-03-01T21:59:00Z', amount: 100, item: ['Material', 2, 'Grammar book'] });
  // Voided as settle.ts stores it: Failed, with the time it was voided and nothing in refundedAmount.
  await pay({ at: '2026-03-03T10:00:00Z', amount: 300, voided: true, item: ['MaterialGroup', 5, 'Year 7 Pro'] });
  await pay({ at: '2026-03-03T11:00:00Z', amount: 50.55, refunded: 20, item: ['Material', 1, 'Reading pack'] });
  await pay({ at: '2026-03-03T12:00:00Z', amount: 999, status: 'Failed', item: ['Course', 3, 'Speaking'] });
  await pay({ at: '2026-03-03T13:00:00Z', amount: 999, status: 'Pending', item: ['Course', 3, 'Speaking'] });
  await pay({ at: '2026-03-10T10:00:00Z', amount: 70, item: ['Exam', 4, 'Mock exam'] });
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

type Payment = {
  at: string;
  amount: number;
  subtotal?: number;
  discount?: number;
  refunded?: number;
  /** Wholly refunded or voided after completing: stored Failed with `refundedAt` (settle.ts). */
  voided?: boolean;
  status?: 'Completed' | 'Failed' | 'Pending';
  item: [string, number, string];
};

/** A payment as the checkout leaves it, started and (if Completed) finished at `at`. */
async function pay(payment: Payment) {
  const { at, amount, subtotal = amount, discount = 0, refunded = 0, voided = false, item } = payment;
  const status = voided ? 'Failed' : (payment.status ?? 'Completed');
  made += 1;
  const [row] = await t.db
    .insert(payments)
    .values({
      paymentReference: `PAY-REPORT-${made}`,
      userId: buyerId,
      status,
      amount,
      subtotal,
      discount,
      refundedAmount: refunded,
      customerName: 'Sara',
      customerEmail: 'sara@example.com',
      customerPhone: '01001234567',
      street1: '90th Street',
      city: 'Cairo',
      createdAt: new Date(at),
      completedAt: status === 'Completed' || voided ? new Date(at) : null,
      refundedAt: voided ? new Date(at) : null,
    })
    .returning({ id: payments.id });
  const [itemType, itemId, title] = item;
  await t.db.insert(paymentItems).values({
    paymentId: row!.id,
    itemType,
    itemId,
    titleSnapshot: title,
    unitPrice: subtotal,
    quantity: 1,
    lineTotal: subtotal,
  });
}

const report = (from: string, to: string) => admin(t, 'GET', `/api/admin/reports/sales?from=${from}&to=${to}`, manager);

/** The same figures written straight in SQL, with a cast to the Cairo date instead of the report's instants. */
async function directSums(from: string, to: string) {
  const result = await t.db.execute(sql`
    SELECT coalesce(sum(amount), 0)::text AS revenue, count(*)::int AS n,
      coalesce(sum(CASE WHEN refunded_at IS NULL THEN refunded_amount ELSE amount END), 0)::text AS refunded
    FROM payments
    WHERE (status = 'Completed' OR refunded_at IS NOT NULL) AND (completed_at AT TIME ZONE 'Africa/Cairo')::date BETWEEN ${from}::date AND ${to}::date`);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0]!;
  return {
    totalRevenueCents: Math.round(Number(row.revenue) * 100),
    payments: Number(row.n),
    refundedCents: Math.round(Number(row.refunded) * 100),
  };
}

describe('the sales report (issue 25 §8)', () => {
  it('equals a direct SQL sum of the completed payments, refunds as their own figure', async () => {
    for (const [from, to] of [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-02', '2026-03-03'],
      ['2026-03-01', '2026-03-01'],
    ] as const) {
      const { body } = await report(from, to);
      expect(body, `${from}..${to}`).toMatchObject(await directSums(from, to));
    }
    const { body } = await report('2026-03-01', '2026-03-31');
    expect(body).toMatchObject({
      totalRevenueCents: 18000 + 10000 + 30000 + 5055 + 7000,
      payments: 5,
      refundedCents: 30000 + 2000,
      averageOrderCents: Math.round(70055 / 5),
      // 7 started, 5 completed.
      completionRate: 5 / 7,
    });
  });

  it('counts a payment at 22:30 UTC on the 1st on the 2nd, a Cairo day, and lists every day with zeros', async () => {
    const { status, body } = await report('2026-03-01', '2026-03-04');
    expect(status).toBe(200);
    expect(body!.days).toEqual([
      { date: '2026-03-01', revenueCents: 10000, payments: 1 },
      { date: '2026-03-02', revenueCents: 18000, payments: 1 },
      { date: '2026-03-03', revenueCents: 35055, payments: 2 },
      { date: '2026-03-04', revenueCents: 0, payments: 0 },
    ]);
  });

  it('ranks best sellers by what their lines charged after the discount', async () => {
    const { body } = await report('2026-03-01', '2026-03-31');
    expect(body!.bestSellers).toEqual([
      { itemType: 'MaterialGroup', itemId: 5, title: 'Year 7 Pro', quantity: 1, revenueCents: 30000 },
      { itemType: 'Material', itemId: 1, title: 'Reading pack', quantity: 2, revenueCents: 18000 + 5055 },
      { itemType: 'Material', itemId: 2, title: 'Grammar book', quantity: 1, revenueCents: 10000 },
      { itemType: 'Exam', itemId: 4, title: 'Mock exam', quantity: 1, revenueCents: 7000 },
    ]);
  });

  it('answers zeros for a range without payments', async () => {
    const { body } = await report('2025-01-01', '2025-01-02');
    expect(body).toMatchObject({
      totalRevenueCents: 0,
      payments: 0,
      averageOrderCents: 0,
      completionRate: 0,
      bestSellers: [],
    });
    expect(body!.days).toHaveLength(2);
  });

  it.each([
    ['from=2026-03-02&to=2026-03-01', 'The to date must be on or after the from date.'],
    ['from=2025-01-01&to=2026-01-02', 'A report covers at most 366 days.'],
    ['from=2026-02-30&to=2026-03-01', 'The from date must be a date written YYYY-MM-DD, e.g. 2026-09-01.'],
    ['from=1/3/2026&to=2026-03-01', 'The from date must be a date written YYYY-MM-DD, e.g. 2026-09-01.'],
    ['from=2026-03-01', 'The to date must be a date written YYYY-MM-DD, e.g. 2026-09-01.'],
  ])('refuses %s with 400', async (query, message) => {
    expect(await admin(t, 'GET', `/api/admin/reports/sales?${query}`, manager)).toEqual({
      status: 400,
      body: { message: expect.stringContaining(message) },
    });
  });

  it('takes a whole leap year of 366 days', async () => {
    const { status, body } = await report('2028-01-01', '2028-12-31');
    expect(status).toBe(200);
    expect(body!.days).toHaveLength(366);
  });
});
