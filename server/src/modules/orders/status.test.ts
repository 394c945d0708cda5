import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  agePayment,
  demoItems,
  libraryOf,
  paymentRow,
  paymentStatus,
  pendingPaymentFor,
  transactionFor,
} from '../../../test/payments';
import { transactionQuery } from '../../lib/paymob/hmac';
import { loadSandboxCredentials } from '../paymob-sandbox/credentials';
import { paymobSandboxTransactions } from '../paymob-sandbox/schema';

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const pendingPayment = () => pendingPaymentFor(t, [{ itemType: 'Material', itemId: items.paid.id, quantity: 1 }]);

/** A transaction the sandbox knows about but never called back for (a lost callback). */
async function recordSandboxTransaction(
  payment: { providerIntentionId: string | null; providerOrderId: string | null; amount: number },
  success: boolean,
) {
  await t.db.insert(paymobSandboxTransactions).values({
    intentionId: payment.providerIntentionId!,
    orderId: Number(payment.providerOrderId),
    amountCents: Math.round(payment.amount * 100),
    currency: 'EGP',
    success,
    integrationId: 4097558,
    sourceType: 'card',
    sourceSubType: 'MasterCard',
    pan: '2346',
    message: success ? 'Approved' : 'Card declined',
    txnResponseCode: success ? 'APPROVED' : 'DECLINED',
    createdAtText: '2026-11-23T10:00:00.000000',
  });
}

describe('GET /api/payments/{reference}/status', () => {
  it('PS-06 API-04 answers its owner with the exact fields and casing, Pending at first', async () => {
    const { payment, token } = await pendingPayment();
    const answer = await paymentStatus(t, token, payment.paymentReference);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      paymentReference: payment.paymentReference,
      status: 'Pending',
      amount: items.paid.price,
      currency: 'EGP',
      success: false,
      completedAt: null,
      paymentMethod: null,
      failureReason: null,
      discount: 0,
      promoCode: null,
      items: [{ itemType: 'Material', itemId: items.paid.id, quantity: 1, unitPrice: items.paid.price }],
    });
  });

  it('ERR-02 answers 401 "Authentication required" without a token', async () => {
    const { payment } = await pendingPayment();
    expect(await paymentStatus(t, undefined, payment.paymentReference)).toEqual({
      status: 401,
      body: { success: false, message: 'Authentication required' },
    });
  });

  it('answers 404 "Payment not found" for another user\'s reference, as for an unknown one', async () => {
    const { payment } = await pendingPayment();
    const stranger = await registeredUser(t);
    const notFound = { status: 404, body: { success: false, message: 'Payment not found' } };
    expect(await paymentStatus(t, stranger.token, payment.paymentReference)).toEqual(notFound);
    expect(await paymentStatus(t, stranger.token, 'PAY-20260101-AAAAAAAAAAAA')).toEqual(notFound);
    // A reference that cannot exist is refused before any lookup.
    expect(await paymentStatus(t, stranger.token, '..%2F..%2Fetc')).toEqual({
      status: 400,
      body: { success: false, message: 'This payment reference is not valid.' },
    });
  });

  it('a payment Pending for over a minute is reconciled with the transaction inquiry before answering', async () => {
    const { payment, token, userId } = await pendingPayment();
    await recordSandboxTransaction(payment, true);
    // Younger than a minute: the stored state is answered as it is.
    expect((await paymentStatus(t, token, payment.paymentReference)).body.status).toBe('Pending');
    await agePayment(t, payment.paymentReference, 2);
    expect((await paymentStatus(t, token, payment.paymentReference)).body).toMatchObject({ status: 'Completed' });
    expect(await libraryOf(t, userId)).toEqual([items.paid.id]);
  });
});

describe('the GET browser return', () => {
  it('verifies the signed query, settles the payment and redirects to the result page without the status', async () => {
    const { payment, userId } = await pendingPayment();
    const query = transactionQuery(transactionFor(payment), (await loadSandboxCredentials(t.db, t.dataDir)).hmacSecret);
    const response = await t.app.inject({ url: `/api/payments/paymob/return?${query}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${t.config.publicUrl}/payment-status?ref=${payment.paymentReference}`);
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Completed');
    expect(await libraryOf(t, userId)).toEqual([items.paid.id]);
  });

  it('a tampered or unsigned return changes nothing and answers 400', async () => {
    const { payment } = await pendingPayment();
    const query = transactionQuery(transactionFor(payment), (await loadSandboxCredentials(t.db, t.dataDir)).hmacSecret);
    query.set('amount_cents', '1');
    const tampered = await t.app.inject({ url: `/api/payments/paymob/return?${query}` });
    expect(tampered.statusCode).toBe(400);
    query.delete('hmac');
    expect((await t.app.inject({ url: `/api/payments/paymob/return?${query}` })).statusCode).toBe(400);
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Pending');
  });
});

describe('the expiry job', () => {
  it('fails payments Pending past PAYMENT_PENDING_TTL_MINUTES with "Payment expired", after asking Paymob', async () => {
    const abandoned = await pendingPayment();
    const paidButLost = await pendingPayment();
    const recent = await pendingPayment();
    await recordSandboxTransaction(paidButLost.payment, true);
    await agePayment(t, abandoned.payment.paymentReference, 61);
    await agePayment(t, paidButLost.payment.paymentReference, 61);

    const run = await t.app.paymentJobs.runNow();
    expect(run?.expired).toBe(1);
    expect(await paymentRow(t, abandoned.payment.paymentReference)).toMatchObject({
      status: 'Failed',
      failureReason: 'Payment expired',
    });
    expect((await paymentRow(t, paidButLost.payment.paymentReference)).status).toBe('Completed');
    expect(await libraryOf(t, paidButLost.userId)).toEqual([items.paid.id]);
    expect((await paymentRow(t, recent.payment.paymentReference)).status).toBe('Pending');
    expect((await paymentStatus(t, abandoned.token, abandoned.payment.paymentReference)).body).toMatchObject({
      status: 'Failed',
      failureReason: 'Payment expired',
    });
  });
});
