import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  coursesOf,
  demoItems,
  libraryOf,
  paymentRow,
  paymentStatus,
  pendingPaymentFor,
  postCallback,
  sign,
  transactionFor,
} from '../../../test/payments';
import type { PaymobTransaction } from '../../lib/paymob/protocol';

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

/** A fresh buyer with a Pending payment for a material, the Year 7 Pro package and a course. */
const pendingPayment = () =>
  pendingPaymentFor(t, [
    { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
    { itemType: 'MaterialGroup', itemId: items.pro.id, quantity: 1 },
    { itemType: 'Course', itemId: items.course.id, quantity: 1 },
  ]);

/** Receipts go to the buyer's account; the subject names the payment. */
const receiptsFor = async (reference: string) =>
  (await readOutbox(t.dataDir)).filter((mail) => mail.subject === `Your receipt for ${reference}`);

describe('the POST transaction callback', () => {
  it('a verified success completes the payment and grants every item in the same step', async () => {
    const { payment, userId, token } = await pendingPayment();
    expect(await postCallback(t, transactionFor(payment))).toEqual({ status: 200, body: { received: true } });
    const after = await paymentRow(t, payment.paymentReference);
    expect(after).toMatchObject({ status: 'Completed', paymentMethod: 'Card', failureReason: null });
    expect(after.completedAt).toBeInstanceOf(Date);
    const library = await libraryOf(t, userId);
    // The material, the Pro package's own materials, and those of its child packages (Basic, Starter).
    expect(library).toContain(items.paid.id);
    const starter = (
      await t.app.inject({ url: `/api/material-groups/${items.starter.id}?includeMaterials=true` })
    ).json();
    for (const material of starter.materials as { id: number }[]) expect(library).toContain(material.id);
    expect(await coursesOf(t, userId)).toEqual([items.course.id]);
    expect((await paymentStatus(t, token, payment.paymentReference)).body).toMatchObject({
      status: 'Completed',
      success: true,
      paymentMethod: 'Card',
    });
  });

  it('a forged HMAC changes nothing and answers 401', async () => {
    const { payment, userId } = await pendingPayment();
    const obj = transactionFor(payment);
    const forged = await postCallback(t, obj, await sign(t, obj, 'a-secret-someone-guessed'));
    expect(forged).toEqual({ status: 401, body: { success: false, message: 'The callback signature is not valid.' } });
    expect(await postCallback(t, obj, 'f'.repeat(128))).toMatchObject({ status: 401 });
    expect(await postCallback(t, obj, '')).toMatchObject({ status: 401 });
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Pending');
    expect(await libraryOf(t, userId)).toEqual([]);
  });

  it('a body tampered after signing (a cheaper amount) fails the HMAC and changes nothing', async () => {
    const { payment } = await pendingPayment();
    const obj = transactionFor(payment);
    const hmac = await sign(t, obj);
    expect(await postCallback(t, { ...obj, amount_cents: 100 }, hmac)).toMatchObject({ status: 401 });
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Pending');
  });

  it('a validly signed success for another amount or currency is refused with 400', async () => {
    const { payment, userId } = await pendingPayment();
    expect(await postCallback(t, transactionFor(payment, { amount_cents: 100 }))).toEqual({
      status: 400,
      body: { success: false, message: 'The transaction does not match the payment it names.' },
    });
    expect(await postCallback(t, transactionFor(payment, { currency: 'USD' }))).toMatchObject({ status: 400 });
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Pending');
    expect(await libraryOf(t, userId)).toEqual([]);
  });

  it('a signed callback for an order we never created answers 404 and changes nothing', async () => {
    const { payment } = await pendingPayment();
    const answer = await postCallback(t, transactionFor({ ...payment, providerOrderId: '999999999' }));
    expect(answer).toEqual({ status: 404, body: { success: false, message: 'Payment not found' } });
  });

  it('matches on the signed order id, not on the unsigned merchant_order_id', async () => {
    const victim = await pendingPayment();
    const attacker = await pendingPayment();
    // The attacker's own, validly signed success, claiming to be the victim's reference.
    const obj = transactionFor(attacker.payment);
    obj.order.merchant_order_id = victim.payment.paymentReference;
    expect((await postCallback(t, obj)).status).toBe(200);
    expect((await paymentRow(t, victim.payment.paymentReference)).status).toBe('Pending');
    expect((await paymentRow(t, attacker.payment.paymentReference)).status).toBe('Completed');
  });

  it('a decline fails the payment with its message, and a later verified success still completes it', async () => {
    const { payment, userId, token } = await pendingPayment();
    const declined = transactionFor(payment, { success: false, data: { message: 'Card declined' } });
    expect((await postCallback(t, declined)).status).toBe(200);
    expect((await paymentStatus(t, token, payment.paymentReference)).body).toMatchObject({
      status: 'Failed',
      success: false,
      failureReason: 'Card declined',
    });
    expect(await libraryOf(t, userId)).toEqual([]);

    expect((await postCallback(t, transactionFor(payment))).status).toBe(200);
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Completed');
    expect(await libraryOf(t, userId)).toContain(items.paid.id);
  });

  it('a Completed payment is never undone by a later decline, and a pending callback changes nothing', async () => {
    const { payment } = await pendingPayment();
    await postCallback(t, transactionFor(payment, { pending: true, success: false }));
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Pending');
    await postCallback(t, transactionFor(payment));
    await postCallback(t, transactionFor(payment, { success: false, data: { message: 'Card declined' } }));
    expect(await paymentRow(t, payment.paymentReference)).toMatchObject({ status: 'Completed', failureReason: null });
  });

  it('a field-shifted transaction, re-signed, is refused before its signature is believed (issue 22 §1)', async () => {
    const { payment, userId } = await pendingPayment();
    await postCallback(t, transactionFor(payment));
    // "false" moved from is_refunded into is_capture, the "true" of is_standalone_payment into
    // is_refunded: the 20 values join into the same string, so the genuine HMAC still matches.
    const genuine = transactionFor(payment);
    const shifted = {
      ...genuine,
      is_capture: 'falsefalse',
      is_refunded: true,
      is_standalone_payment: '',
    } as unknown as PaymobTransaction;
    expect(await sign(t, shifted)).toBe(await sign(t, genuine));
    expect(await postCallback(t, shifted, await sign(t, genuine))).toEqual({
      status: 400,
      body: { success: false, message: 'The callback transaction is not well formed.' },
    });
    expect(await paymentRow(t, payment.paymentReference)).toMatchObject({ status: 'Completed', refundedAt: null });
    expect(await libraryOf(t, userId)).toContain(items.paid.id);
  });
});

describe('replayed and concurrent callbacks', () => {
  it('the same callback replayed 100 times grants once and sends one receipt', async () => {
    const { payment, userId } = await pendingPayment();
    const obj = transactionFor(payment);
    for (let i = 0; i < 100; i += 1) expect((await postCallback(t, obj)).status).toBe(200);
    await t.app.paymentJobs.runNow();
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Completed');
    expect(new Set(await libraryOf(t, userId)).size).toBe((await libraryOf(t, userId)).length);
    expect(await receiptsFor(payment.paymentReference)).toHaveLength(1);
  });

  it('20 deliveries at once complete it once and send one receipt', async () => {
    const { payment, userId, email } = await pendingPayment();
    const obj = transactionFor(payment);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postCallback(t, obj)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    await t.app.paymentJobs.runNow();
    expect((await libraryOf(t, userId)).length).toBeGreaterThan(1);
    expect(await receiptsFor(payment.paymentReference)).toHaveLength(1);
    const [receipt] = await receiptsFor(payment.paymentReference);
    expect(receipt!.to).toContain(email);
    expect(receipt!.text).toContain(payment.paymentReference);
    expect(receipt!.text).toContain(
      `Total paid: EGP ${payment.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(receipt!.text).toContain(`${t.config.publicUrl}/my-materials`);
  });
});
