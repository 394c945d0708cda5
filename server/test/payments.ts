import type { PaymentCartItem } from '@the-gate/contract/payments';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { concatenateTransaction, hmacHex } from '../src/lib/paymob/hmac';
import type { PaymobTransaction } from '../src/lib/paymob/protocol';
import { materialGroups, materials } from '../src/modules/catalogue/schema';
import { courses, courseUserAssignments } from '../src/modules/courses/schema';
import { userMaterials } from '../src/modules/library/schema';
import { payments } from '../src/modules/payments/schema';
import { loadSandboxCredentials } from '../src/modules/paymob-sandbox/credentials';
import { registeredUser } from './accounts';
import type { TestApp } from './harness';

/** Helpers for tests that buy: demo items, checkout calls, and callbacks signed as Paymob signs them. */

export const CUSTOMER = {
  name: 'Sara Ahmed',
  email: 'sara@example.com',
  phone: '01001234567',
  street1: '90th Street',
  city: 'New Cairo',
  country: 'EG',
};

/** Items of the demo catalogue with the server's prices. */
export async function demoItems(t: TestApp) {
  const paid = await t.db
    .select({ id: materials.id, price: materials.price, title: materials.title })
    .from(materials)
    .where(and(eq(materials.isFree, false), eq(materials.isStandalone, true), gt(materials.price, 0)))
    .orderBy(asc(materials.id))
    .limit(2);
  const [free] = await t.db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.isFree, true), eq(materials.isStandalone, true)))
    .limit(1);
  const [bookFile] = await t.db
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.isStandalone, false))
    .limit(1);
  const [pro] = await t.db
    .select({ id: materialGroups.id, price: materialGroups.price })
    .from(materialGroups)
    .where(eq(materialGroups.name, 'Year 7 Pro Package'));
  const [starter] = await t.db
    .select({ id: materialGroups.id })
    .from(materialGroups)
    .where(eq(materialGroups.name, 'Year 7 Starter Package'));
  const [course] = await t.db
    .select({ id: courses.id, price: courses.price })
    .from(courses)
    .where(and(eq(courses.isPublished, true), gt(courses.price, 0)))
    .orderBy(asc(courses.id))
    .limit(1);
  return {
    paid: paid[0]!,
    paid2: paid[1]!,
    free: free!,
    bookFile: bookFile!,
    pro: pro!,
    starter: starter!,
    course: course!,
  };
}

export type Answer = { status: number; body: Record<string, unknown> };

async function send(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

/** A fresh buyer with a Pending payment for these lines: their token, user id and the payment row. */
export async function pendingPaymentFor(t: TestApp, cartItems: PaymentCartItem[]) {
  const buyer = await registeredUser(t);
  const me = (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${buyer.token}` } })).json();
  const answer = await initiate(t, buyer.token, cartItems);
  if (answer.status !== 200) throw new Error(`initiation failed: ${JSON.stringify(answer)}`);
  return {
    token: buyer.token,
    userId: me.id as string,
    /** The account's own address, where its receipts go. */
    email: buyer.email,
    payment: await paymentRow(t, answer.body.paymentReference as string),
  };
}

export const initiate = (t: TestApp, token: string | undefined, cartItems: PaymentCartItem[], extra: object = {}) =>
  send(t, 'POST', '/api/payments/initiate', token, { cartItems, currency: 'EGP', customerDetails: CUSTOMER, ...extra });

export const quote = (t: TestApp, token: string | undefined, cartItems: PaymentCartItem[], promoCode?: string) =>
  send(t, 'POST', '/api/payments/quote', token, { cartItems, ...(promoCode !== undefined && { promoCode }) });

export const paymentStatus = (t: TestApp, token: string | undefined, reference: string) =>
  send(t, 'GET', `/api/payments/${reference}/status`, token);

export async function paymentRow(t: TestApp, reference: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.paymentReference, reference));
  return row!;
}

export async function libraryOf(t: TestApp, userId: string): Promise<number[]> {
  const rows = await t.db
    .select({ id: userMaterials.materialId })
    .from(userMaterials)
    .where(eq(userMaterials.userId, userId))
    .orderBy(asc(userMaterials.materialId));
  return rows.map((row) => row.id);
}

export async function coursesOf(t: TestApp, userId: string): Promise<number[]> {
  const rows = await t.db
    .select({ id: courseUserAssignments.courseId })
    .from(courseUserAssignments)
    .where(eq(courseUserAssignments.userId, userId));
  return rows.map((row) => row.id);
}

let transactionId = 500_000_000;

/** A transaction of a payment's Paymob order, as a callback carries it; `overrides` tamper with it. */
export function transactionFor(
  payment: { providerOrderId: string | null; amount: number; paymentReference: string },
  overrides: Partial<PaymobTransaction> = {},
): PaymobTransaction {
  transactionId += 1;
  return {
    id: transactionId,
    pending: false,
    amount_cents: Math.round(payment.amount * 100),
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 4097558,
    has_parent_transaction: false,
    error_occured: false,
    owner: 302852,
    created_at: '2026-11-23T10:00:00.123456',
    currency: 'EGP',
    order: { id: Number(payment.providerOrderId), merchant_order_id: payment.paymentReference, amount_cents: 0 },
    source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
    data: { message: 'Approved' },
    ...overrides,
  };
}

/** The HMAC the sandbox's (or a forger's) secret gives a transaction. */
export async function sign(t: TestApp, obj: PaymobTransaction, secret?: string) {
  return hmacHex(secret ?? (await loadSandboxCredentials(t.db, t.dataDir)).hmacSecret, concatenateTransaction(obj));
}

/** POSTs a transaction callback, signed with the sandbox secret unless a signature is given. */
export async function postCallback(t: TestApp, obj: PaymobTransaction, signature?: string): Promise<Answer> {
  const hmac = signature ?? (await sign(t, obj));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payments/paymob/callback?hmac=${hmac}`,
    payload: { type: 'TRANSACTION', obj },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Moves a payment's creation back in time, as if it had waited that long. */
export async function agePayment(t: TestApp, reference: string, minutes: number) {
  await t.db
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})`, checkedAt: null })
    .where(eq(payments.paymentReference, reference));
}

/**
 * Pays on the hosted card page a payment's `paymentUrl` points to, with Paymob's approved test card
 * (or `cardNumber`), as a browser posts the form; the answer is the page's redirect (not followed).
 */
export function payOnHostedPage(paymentUrl: URL, cardNumber = '5123 4567 8901 2346'): Promise<Response> {
  return fetch(`${paymentUrl.origin}/paymob-sandbox/unifiedcheckout/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      publicKey: paymentUrl.searchParams.get('publicKey')!,
      clientSecret: paymentUrl.searchParams.get('clientSecret')!,
      cardNumber,
      expiry: '01/39',
      cvv: '123',
      cardName: 'Test Account',
    }),
  });
}

/**
 * A buyer's checkout paid through the built-in sandbox over HTTP (the app must listen): the sandbox
 * records the transaction and calls back before it redirects, so the payment has settled by now. The
 * answer has the sandbox's transaction id and its signed browser return, as a relative address.
 */
export async function payThroughSandbox(t: TestApp, token: string, cartItems: PaymentCartItem[], cardNumber?: string) {
  const answer = await initiate(t, token, cartItems);
  if (answer.status !== 200) throw new Error(`initiation failed: ${JSON.stringify(answer)}`);
  const paid = await payOnHostedPage(new URL(answer.body.paymentUrl as string), cardNumber);
  const location = new URL(paid.headers.get('location') ?? '');
  return {
    payment: await paymentRow(t, answer.body.paymentReference as string),
    transactionId: Number(location.searchParams.get('id')),
    returnUrl: `${location.pathname}${location.search}`,
  };
}

/**
 * Refunds (all or `amountCents` of it) or voids a sandbox transaction through the sandbox's own API
 * over HTTP, as the shop's owner would in Paymob's dashboard; the sandbox then calls back by itself.
 */
export async function reverseInSandbox(
  t: TestApp,
  transactionId: number,
  reversal: { kind: 'void' } | { kind: 'refund'; amountCents: number },
): Promise<Answer> {
  const { secretKey } = await loadSandboxCredentials(t.db, t.dataDir);
  const response = await fetch(`${t.config.publicUrl}/paymob-sandbox/api/acceptance/void_refund/${reversal.kind}`, {
    method: 'POST',
    headers: { authorization: `Token ${secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      transaction_id: transactionId,
      ...(reversal.kind === 'refund' && { amount_cents: reversal.amountCents }),
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
