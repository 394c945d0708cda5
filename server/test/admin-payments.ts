import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentItems, payments } from '../src/modules/payments/schema';
import { registeredUser } from './accounts';
import type { TestApp } from './harness';
import { admin } from './staff';

/** Helpers for the back office's payments tests (issue 25 §1, §2). */

/** A fresh buyer: their token, e-mail and user id. */
export async function buyer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await registeredUser(t, overrides);
  const me = (
    await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${account.token}` } })
  ).json();
  return { ...account, id: me.id as string };
}

/** A word no other test's payment holds, to find this test's payments by. */
export const marker = (prefix = 'Zed') => `${prefix}${randomBytes(4).toString('hex')}`;

/**
 * A payment written straight into the table, as one made before the timeline existed would be: no
 * events. One line of `Material` 1 unless `lines` says otherwise.
 */
export async function storedPayment(
  t: TestApp,
  userId: string,
  values: Partial<typeof payments.$inferInsert> = {},
  lines: { title: string; price: number }[] = [{ title: 'Checkpoint English Year 7', price: 150 }],
) {
  const amount = values.amount ?? lines.reduce((sum, line) => sum + line.price, 0);
  const [row] = await t.db
    .insert(payments)
    .values({
      paymentReference: `PAY-20261127-${randomBytes(6).toString('hex').toUpperCase()}`,
      userId,
      status: 'Completed',
      amount,
      subtotal: amount,
      customerName: 'Sara Ahmed',
      customerEmail: 'sara@example.com',
      customerPhone: '01001234567',
      street1: '90th Street',
      city: 'New Cairo',
      completedAt: values.status === 'Pending' ? null : new Date(),
      paymentMethod: values.status === 'Pending' ? null : 'Card',
      ...values,
    })
    .returning();
  await t.db.insert(paymentItems).values(
    lines.map((line, index) => ({
      paymentId: row!.id,
      itemType: 'Material',
      itemId: index + 1,
      titleSnapshot: line.title,
      unitPrice: line.price,
      quantity: 1,
      lineTotal: line.price,
    })),
  );
  return row!;
}

export async function paymentByReference(t: TestApp, reference: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.paymentReference, reference));
  return row!;
}

/** GET /api/admin/payments with these query parameters. */
export function listPayments(t: TestApp, token: string, query: Record<string, string>) {
  return admin(t, 'GET', `/api/admin/payments?${new URLSearchParams(query)}`, token);
}

export function paymentDetail(t: TestApp, token: string, reference: string) {
  return admin(t, 'GET', `/api/admin/payments/${encodeURIComponent(reference)}`, token);
}

export function postRefund(t: TestApp, token: string, reference: string, body: unknown) {
  return admin(t, 'POST', `/api/admin/payments/${encodeURIComponent(reference)}/refunds`, token, body);
}
