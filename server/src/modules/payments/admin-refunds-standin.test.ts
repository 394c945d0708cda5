import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/accounts';
import { buyer, paymentByReference, paymentDetail, postRefund } from '../../../test/admin-payments';
import { createTestApp, type TestApp } from '../../../test/harness';
import { coursesOf, demoItems, initiate, libraryOf, postCallback, sign, transactionFor } from '../../../test/payments';
import { staffUser } from '../../../test/staff';
import type { PaymobTransaction } from '../../lib/paymob/protocol';
import { paymentRefunds } from './schema';

/**
 * Issue 25 §2: refunds against a stand-in Paymob, a tiny HTTP server that answers as this test
 * tells it to: Paymob refusing, Paymob not answering, and Paymob accepting a refund its inquiry does
 * not (yet) show. The app's PAYMOB_* settings point at it, as for a real account.
 */

const HMAC_SECRET = 'stand-in-hmac-secret';
type RefundMode = 'refuse' | 'hang-up' | 'accept';

let t: TestApp;
let managerToken: string;
let managerStaff: Awaited<ReturnType<typeof staffUser>>;
let items: Awaited<ReturnType<typeof demoItems>>;
let standIn: ReturnType<typeof createServer>;
let mode: RefundMode = 'refuse';
const reversalCalls: string[] = [];
/** What the stand-in's inquiry answers, by Paymob order id: the payment as paid, never refunded. */
const paidTransactions = new Map<number, PaymobTransaction>();
let nextOrderId = 800_000_001;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function paymob(request: IncomingMessage, response: ServerResponse) {
  const body = await bodyOf(request);
  const path = request.url ?? '';
  if (path === '/v1/intention/') {
    const orderId = nextOrderId++;
    return reply(response, 201, {
      id: `pi_test_${orderId}`,
      client_secret: `egy_csk_test_${orderId}`,
      intention_order_id: orderId,
      special_reference: body.special_reference,
      status: 'intended',
    });
  }
  if (path === '/api/ecommerce/orders/transaction_inquiry') {
    const paid = paidTransactions.get(Number(body.order_id));
    return paid ? reply(response, 200, paid) : reply(response, 404, { detail: 'Not found.' });
  }
  if (path.startsWith('/api/acceptance/void_refund/')) {
    reversalCalls.push(path);
    if (mode === 'hang-up') return request.socket.destroy();
    if (mode === 'refuse') return reply(response, 400, { detail: 'Insufficient balance to refund.' });
    // Accepted: a refund transaction, which the inquiry then does not show (it answers the payment as paid).
    return reply(response, 200, { id: 900_000_001, success: true, is_refund: true, amount_cents: body.amount_cents });
  }
  reply(response, 404, { detail: 'Not found.' });
}

beforeAll(async () => {
  standIn = createServer((request, response) => void paymob(request, response));
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp({
    env: {
      PAYMOB_SECRET_KEY: 'egy_sk_test_stand_in',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test_stand_in',
      PAYMOB_HMAC_SECRET: HMAC_SECRET,
      PAYMOB_INTEGRATION_IDS: '4097558',
      PAYMOB_API_URL: `http://127.0.0.1:${port}`,
    },
  });
  items = await demoItems(t);
  managerStaff = await staffUser(t, 'manager');
  managerToken = managerStaff.token;
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

/** A buyer's payment completed by a callback signed with the stand-in's secret, its items granted. */
async function paidPayment() {
  const account = await buyer(t);
  const cart = [
    { itemType: 'Material' as const, itemId: items.paid.id, quantity: 1 },
    { itemType: 'Course' as const, itemId: items.course.id, quantity: 1 },
  ];
  const started = await initiate(t, account.token, cart);
  expect(started.status).toBe(200);
  const reference = started.body.paymentReference as string;
  const payment = await paymentByReference(t, reference);
  const success = transactionFor(payment);
  paidTransactions.set(Number(payment.providerOrderId), success);
  expect((await postCallback(t, success, await sign(t, success, HMAC_SECRET))).status).toBe(200);
  expect((await paymentByReference(t, reference)).status).toBe('Completed');
  expect(await libraryOf(t, account.id)).toEqual([items.paid.id]);
  return { reference, payment, success, account, cents: Math.round(payment.amount * 100) };
}

async function nothingLeft(sale: Awaited<ReturnType<typeof paidPayment>>) {
  expect(await libraryOf(t, sale.account.id)).toEqual([]);
  expect(await coursesOf(t, sale.account.id)).toEqual([]);
}

/** What the buyer still has, and what the payment says, after a refund that did not happen. */
async function nothingTaken(sale: Awaited<ReturnType<typeof paidPayment>>) {
  expect(await libraryOf(t, sale.account.id)).toEqual([items.paid.id]);
  expect(await coursesOf(t, sale.account.id)).toEqual([items.course.id]);
  expect(await paymentByReference(t, sale.reference)).toMatchObject({
    status: 'Completed',
    refundedAt: null,
    refundedAmount: 0,
  });
}

describe('refunds against a stand-in Paymob (issue 25 §2)', () => {
  it('Paymob refusing: 502 with its message, the refund recorded Refused, and a new attempt allowed', async () => {
    const sale = await paidPayment();
    mode = 'refuse';
    const answer = await postRefund(t, managerToken, sale.reference, { amountCents: sale.cents, reason: 'Wrong year' });
    expect(answer).toEqual({
      status: 502,
      body: { message: 'Paymob refused the refund: Insufficient balance to refund.' },
    });
    await nothingTaken(sale);
    const detail = (await paymentDetail(t, managerToken, sale.reference)).body!;
    expect(detail).toMatchObject({
      status: 'Completed',
      refundableCents: sale.cents,
      refunds: [{ status: 'Refused', message: 'Insufficient balance to refund.', confirmedAt: null }],
    });
    // The receipt goes out in the background: the refusal is found by its kind, not its place.
    expect((detail.timeline as { kind: string }[]).find((entry) => entry.kind === 'refund-refused')).toMatchObject({
      kind: 'refund-refused',
      summary: 'Paymob refused the refund: Insufficient balance to refund.',
    });
    // Refused is not under way: the manager may try again.
    const again = await postRefund(t, managerToken, sale.reference, { amountCents: sale.cents, reason: 'Wrong year' });
    expect(again.status).toBe(502);
  });

  it('Paymob not answering: 503, nothing recorded as refunded, the refund not left under way', async () => {
    const sale = await paidPayment();
    mode = 'hang-up';
    const calls = reversalCalls.length;
    const answer = await postRefund(t, managerToken, sale.reference, { amountCents: 1_000, reason: 'Goodwill' });
    expect(answer).toEqual({
      status: 503,
      body: { message: 'Paymob did not answer. Nothing was refunded; try again.' },
    });
    expect(reversalCalls.length).toBe(calls + 1);
    await nothingTaken(sale);
    expect((await paymentDetail(t, managerToken, sale.reference)).body).toMatchObject({
      status: 'Completed',
      refundedCents: 0,
      refundableCents: sale.cents,
      refunds: [{ status: 'Refused', message: 'Paymob did not answer.' }],
    });
  });

  it('a refund Paymob accepted but its inquiry does not show stays Requested, its callback revokes nothing, and the payment job confirms it once the inquiry shows it', async () => {
    const sale = await paidPayment();
    mode = 'accept';
    const answer = await postRefund(t, managerToken, sale.reference, { amountCents: sale.cents, reason: 'Wrong year' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      refund: { status: 'Requested', confirmedAt: null },
      payment: { status: 'Completed', refundedCents: 0, refundableCents: 0 },
    });
    await nothingTaken(sale);

    // A signed callback claiming the whole refund: checked with the inquiry, which does not confirm it.
    const claim = transactionFor(sale.payment, { id: 900_000_001, is_refund: true, has_parent_transaction: true });
    expect((await postCallback(t, claim, await sign(t, claim, HMAC_SECRET))).status).toBe(200);
    await nothingTaken(sale);
    const detail = (await paymentDetail(t, managerToken, sale.reference)).body!;
    expect(detail).toMatchObject({ refunds: [{ status: 'Requested' }] });
    const callbacks = (detail.timeline as { kind: string; summary: string }[]).filter(
      (entry) => entry.kind === 'callback',
    );
    expect(callbacks.at(-1)).toMatchObject({
      kind: 'callback',
      summary: expect.stringMatching(
        /^Paymob callback: refund of EGP [\d,.]+ \(transaction 900000001\); to be confirmed/,
      ),
    });

    // Still under way: another refund waits for it.
    const calls = reversalCalls.length;
    expect(await postRefund(t, managerToken, sale.reference, { amountCents: 100, reason: 'More' })).toEqual({
      status: 409,
      body: { message: 'A refund of this payment is already under way.' },
    });
    expect(reversalCalls.length).toBe(calls);

    // Once Paymob's inquiry shows it, the payment job confirms it: the items go, the buyer is told once.
    paidTransactions.set(Number(sale.payment.providerOrderId), {
      ...sale.success,
      is_refunded: true,
      refunded_amount_cents: sale.cents,
    } as PaymobTransaction);
    await t.db.update(paymentRefunds).set({ requestedAt: new Date(Date.now() - 120_000) });
    expect((await t.app.paymentJobs.runNow())?.openRefunds).toBeGreaterThanOrEqual(1);
    await nothingLeft(sale);
    expect((await paymentDetail(t, managerToken, sale.reference)).body).toMatchObject({
      status: 'Refunded',
      refunds: [{ status: 'Confirmed', confirmedAt: expect.any(String) }],
    });
    await waitForMail(t.dataDir, (mail) => mail.subject === `Your refund for ${sale.reference}`);
  });

  it('a refund request the server never sent to Paymob (it stopped) is marked Refused by the payment job after ten minutes', async () => {
    const sale = await paidPayment();
    const [stuck] = await t.db
      .insert(paymentRefunds)
      .values({
        paymentId: sale.payment.id,
        kind: 'refund',
        amount: 10,
        reason: 'Server stopped',
        requestedBy: managerStaff.id,
        requestedByEmail: managerStaff.email,
        requestedAt: new Date(Date.now() - 11 * 60_000),
      })
      .returning();
    await t.app.paymentJobs.runNow();
    await nothingTaken(sale);
    expect((await paymentDetail(t, managerToken, sale.reference)).body).toMatchObject({
      refundableCents: sale.cents,
      refunds: [{ id: stuck!.id, status: 'Refused', message: 'Paymob did not answer.' }],
    });
  });
});
