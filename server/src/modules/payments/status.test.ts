import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  agePayment,
  demoItems,
  libraryOf,
  paymentRow,
  paymentStatus,
  payThroughSandbox,
  pendingPaymentFor,
  transactionFor,
} from '../../../test/payments';
import { concatenateQuery, hmacMatches, transactionQuery } from '../../lib/paymob/hmac';
import { DECLINED_CARD } from '../paymob-sandbox/cards';
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

const cart = () => [{ itemType: 'Material' as const, itemId: items.paid.id, quantity: 1 }];
const pendingPayment = () => pendingPaymentFor(t, cart());

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

  it('a signed return of a Completed payment with is_refund=true appended takes nothing back (issue 22 §1)', async () => {
    const buyer = await registeredUser(t);
    const { payment, returnUrl } = await payThroughSandbox(t, buyer.token, cart());
    const { userId } = payment;
    expect(await libraryOf(t, userId)).toEqual([items.paid.id]);
    const resultPage = `${t.config.publicUrl}/payment-status?ref=${payment.paymentReference}`;
    for (const appended of ['is_refund=true', 'is_void=true', 'is_refund=true&is_void=true&refunded_amount_cents=1']) {
      const response = await t.app.inject({ url: `${returnUrl}&${appended}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(resultPage);
    }
    expect(await paymentRow(t, payment.paymentReference)).toMatchObject({ status: 'Completed', refundedAt: null });
    expect(await libraryOf(t, userId)).toEqual([items.paid.id]);
  });

  it('a field-shifted return, re-signed, is refused as not valid and changes nothing (issue 22 §1)', async () => {
    const buyer = await registeredUser(t);
    const { payment } = await payThroughSandbox(t, buyer.token, cart());
    const secret = (await loadSandboxCredentials(t.db, t.dataDir)).hmacSecret;
    const query = transactionQuery(transactionFor(payment), secret);
    // "false" moved from is_refunded into is_capture, the "true" of is_standalone_payment into is_refunded.
    query.set('is_capture', 'falsefalse');
    query.set('is_refunded', 'true');
    query.set('is_standalone_payment', '');
    expect(hmacMatches(secret, concatenateQuery(query), query.get('hmac'))).toBe(true);
    const response = await t.app.inject({ url: `/api/payments/paymob/return?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'This payment return link is not valid.' });
    expect(await paymentRow(t, payment.paymentReference)).toMatchObject({ status: 'Completed', refundedAt: null });
    expect(await libraryOf(t, payment.userId)).toEqual([items.paid.id]);
  });

  it('a signed declined return only shows the status; the decline comes from the callback (issue 22 §1)', async () => {
    const { payment, token } = await pendingPayment();
    const secret = (await loadSandboxCredentials(t.db, t.dataDir)).hmacSecret;
    const declined = transactionQuery(
      transactionFor(payment, { success: false, data: { message: 'Card declined' } }),
      secret,
    );
    const response = await t.app.inject({ url: `/api/payments/paymob/return?${declined}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${t.config.publicUrl}/payment-status?ref=${payment.paymentReference}`);
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Pending');

    // Declined on the sandbox's page: its callback fails the payment before the browser comes back.
    const sandboxDecline = await payThroughSandbox(t, token, cart(), DECLINED_CARD);
    expect((await t.app.inject({ url: sandboxDecline.returnUrl })).statusCode).toBe(302);
    expect((await paymentStatus(t, token, sandboxDecline.payment.paymentReference)).body).toMatchObject({
      status: 'Failed',
      failureReason: 'Card declined',
    });
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
    // Issue 26 §2: the status page in Arabic reads why, in Arabic; the stored reason stays English.
    const arabic = await t.app.inject({
      url: `/api/payments/${abandoned.payment.paymentReference}/status`,
      headers: { authorization: `Bearer ${abandoned.token}`, 'accept-language': 'ar' },
    });
    expect(arabic.json()).toMatchObject({ status: 'Failed', failureReason: 'انتهت صلاحية عملية الدفع' });
    expect(arabic.headers['content-language']).toBe('ar');
  });
});
