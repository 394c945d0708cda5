import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox, waitForMail } from '../../../test/accounts';
import { buyer, paymentByReference, paymentDetail, postRefund } from '../../../test/admin-payments';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  coursesOf,
  demoItems,
  initiate,
  libraryOf,
  payOnHostedPage,
  payThroughSandbox,
  postCallback,
  transactionFor,
} from '../../../test/payments';
import { auditEntries, staffUser } from '../../../test/staff';
import { payments } from './schema';

/**
 * Issue 25 §2: refunds asked for in the back office, made by the built-in Paymob sandbox over HTTP and
 * believed only once Paymob's inquiry confirms them.
 */

let t: TestApp;
let manager: string;
let managerEmail: string;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  const staff = await staffUser(t, 'manager');
  manager = staff.token;
  managerEmail = staff.email;
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const cart = () => [
  { itemType: 'Material' as const, itemId: items.paid.id, quantity: 1 },
  { itemType: 'Course' as const, itemId: items.course.id, quantity: 1 },
];

/** A buyer whose card payment went through the sandbox; `settledYesterday` moves its completion back a day. */
async function paid({ settledYesterday = false } = {}) {
  const account = await buyer(t);
  const done = await payThroughSandbox(t, account.token, cart());
  expect(done.payment.status).toBe('Completed');
  const reference = done.payment.paymentReference;
  if (settledYesterday) {
    await t.db
      .update(payments)
      .set({ completedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(payments.paymentReference, reference));
  }
  return { ...done, reference, account, cents: Math.round(done.payment.amount * 100) };
}

/** Counts the shop's calls to Paymob's refund and void endpoints, letting them through. */
function countReversalCalls() {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/api/acceptance/void_refund/')) calls.push(url);
    return realFetch(input, init);
  });
  return calls;
}

type Answer = { refund: Record<string, unknown>; payment: Record<string, unknown> };

describe('POST /api/admin/payments/:reference/refunds against the sandbox (issue 25 §2)', () => {
  it('a full refund is confirmed at once, reads Refunded and takes the items back, audited', async () => {
    const sale = await paid({ settledYesterday: true });
    const answer = await postRefund(t, manager, sale.reference, { amountCents: sale.cents, reason: 'Wrong year' });
    expect(answer.status).toBe(201);
    const { refund, payment } = answer.body as Answer;
    expect(refund).toMatchObject({
      kind: 'refund',
      amountCents: sale.cents,
      reason: 'Wrong year',
      status: 'Confirmed',
      requestedBy: managerEmail,
      confirmedAt: expect.any(String),
      message: null,
    });
    expect(payment).toMatchObject({
      status: 'Refunded',
      refundedCents: sale.cents,
      refundableCents: 0,
      canVoid: false,
    });
    expect(await libraryOf(t, sale.account.id)).toEqual([]);
    expect(await coursesOf(t, sale.account.id)).toEqual([]);
    const kinds = (payment.timeline as { kind: string }[]).map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['refund-requested', 'inquiry', 'refund-confirmed']));
    expect(kinds.indexOf('refund-requested')).toBeLessThan(kinds.indexOf('refund-confirmed'));
    expect((await auditEntries(t)).at(-1)).toMatchObject({
      actor: managerEmail,
      action: 'payment.refund.request',
      entity: 'payment',
      entityId: sale.reference,
      after: { kind: 'refund', amountCents: sale.cents, reason: 'Wrong year' },
    });
  });

  it('a full refund keeps an item the buyer also paid for in another payment', async () => {
    const account = await buyer(t);
    const material = [{ itemType: 'Material' as const, itemId: items.paid2.id, quantity: 1 }];
    // Both started before either is paid: once one is, the item is owned and not sold again (issue 22 §7).
    const first = await initiate(t, account.token, material);
    const second = await initiate(t, account.token, material);
    await payOnHostedPage(new URL(first.body.paymentUrl as string));
    await payOnHostedPage(new URL(second.body.paymentUrl as string));
    const reference = first.body.paymentReference as string;
    const cents = Math.round((await paymentByReference(t, reference)).amount * 100);
    const answer = await postRefund(t, manager, reference, { amountCents: cents, reason: 'Bought twice' });
    expect((answer.body as Answer).payment).toMatchObject({ status: 'Refunded' });
    expect(await libraryOf(t, account.id)).toEqual([items.paid2.id]);
  });

  it('a partial refund reads Partially refunded and keeps the items; a second one up to the total refunds it all', async () => {
    const sale = await paid({ settledYesterday: true });
    const third = Math.floor(sale.cents / 3);
    const first = await postRefund(t, manager, sale.reference, { amountCents: third, reason: 'Goodwill' });
    expect(first.status).toBe(201);
    expect(first.body as Answer).toMatchObject({
      refund: { kind: 'refund', amountCents: third, status: 'Confirmed' },
      payment: { status: 'Partially refunded', refundedCents: third, refundableCents: sale.cents - third },
    });
    expect(await libraryOf(t, sale.account.id)).toEqual([items.paid.id]);
    expect(await coursesOf(t, sale.account.id)).toEqual([items.course.id]);

    const rest = sale.cents - third;
    const second = await postRefund(t, manager, sale.reference, { amountCents: rest, reason: 'The rest' });
    expect(second.body as Answer).toMatchObject({
      refund: { amountCents: rest, status: 'Confirmed' },
      payment: { status: 'Refunded', refundedCents: sale.cents, refundableCents: 0 },
    });
    expect(((second.body as Answer).payment.refunds as unknown[]).length).toBe(2);
    expect(await libraryOf(t, sale.account.id)).toEqual([]);
    expect(await coursesOf(t, sale.account.id)).toEqual([]);
  });

  it('refuses more than what is left to refund with 409, and Paymob is not called', async () => {
    const sale = await paid({ settledYesterday: true });
    expect((await postRefund(t, manager, sale.reference, { amountCents: 1_000, reason: 'Part' })).status).toBe(201);
    const calls = countReversalCalls();
    const left = sale.cents - 1_000;
    const answer = await postRefund(t, manager, sale.reference, { amountCents: left + 1, reason: 'Too much' });
    const egp = `EGP ${(left / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(answer).toEqual({
      status: 409,
      body: { message: `The refund is more than what is left to refund (${egp}).` },
    });
    expect(calls).toEqual([]);
    expect((await paymentByReference(t, sale.reference)).refundedAmount).toBe(10);
  });

  it('a double click makes one refund: one 201, one 409, one call to Paymob', async () => {
    const sale = await paid({ settledYesterday: true });
    const calls = countReversalCalls();
    const body = { amountCents: 500, reason: 'Double click' };
    const answers = await Promise.all([
      postRefund(t, manager, sale.reference, body),
      postRefund(t, manager, sale.reference, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: 'A refund of this payment is already under way.',
    });
    expect(calls).toHaveLength(1);
    const detail = (await paymentDetail(t, manager, sale.reference)).body!;
    expect(detail).toMatchObject({ refundedCents: 500, status: 'Partially refunded' });
    expect(detail.refunds as unknown[]).toHaveLength(1);
  });

  it('all of a card payment on the day it was made is voided instead', async () => {
    const sale = await paid();
    expect((await paymentDetail(t, manager, sale.reference)).body).toMatchObject({ canVoid: true });
    const calls = countReversalCalls();
    const answer = await postRefund(t, manager, sale.reference, { amountCents: sale.cents, reason: 'Same day' });
    expect(answer.status).toBe(201);
    expect(calls).toEqual([expect.stringMatching(/\/api\/acceptance\/void_refund\/void$/)]);
    expect(answer.body as Answer).toMatchObject({
      refund: { kind: 'void', amountCents: sale.cents, status: 'Confirmed' },
      payment: { status: 'Refunded', refundedCents: sale.cents, failureReason: 'Payment voided', canVoid: false },
    });
    expect(await libraryOf(t, sale.account.id)).toEqual([]);
  });

  it('the buyer gets one refund e-mail, however many answers confirm it', async () => {
    const sale = await paid({ settledYesterday: true });
    const answer = await postRefund(t, manager, sale.reference, { amountCents: 1_500, reason: 'Goodwill' });
    expect((answer.body as Answer).refund.status).toBe('Confirmed');
    const subject = `Your refund for ${sale.reference}`;
    const mail = await waitForMail(t.dataDir, (m) => m.subject === subject);
    expect(mail.to).toContain(sale.account.email);
    expect(mail.text).toContain(`We have refunded EGP 15.00 of your payment ${sale.reference}`);
    expect(mail.text).toContain('This is a partial refund: the items stay in your account.');
    // Paymob's callback replayed, and the payment job: the refund is confirmed already, no second mail.
    const refundCallback = transactionFor(sale.payment, {
      is_refund: true,
      has_parent_transaction: true,
      amount_cents: 1_500,
    });
    expect((await postCallback(t, refundCallback)).status).toBe(200);
    await t.app.paymentJobs.runNow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readOutbox(t.dataDir)).filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('refuses a refund of a payment that did not go through, and bad bodies, with no call to Paymob', async () => {
    const account = await buyer(t);
    const pending = await initiate(t, account.token, cart());
    const calls = countReversalCalls();
    const reference = pending.body.paymentReference as string;
    expect(await postRefund(t, manager, reference, { amountCents: 500, reason: 'x' })).toEqual({
      status: 409,
      body: { message: 'Only a completed payment can be refunded.' },
    });
    expect(await postRefund(t, manager, reference, { amountCents: 50, reason: 'x' })).toEqual({
      status: 400,
      body: { message: 'amountCents must be a whole number of piastres, at least 100 (EGP 1.00).' },
    });
    expect(await postRefund(t, manager, reference, { amountCents: 500, reason: '  ' })).toEqual({
      status: 400,
      body: { message: 'reason is required.' },
    });
    expect(await postRefund(t, manager, 'PAY-20260101-NOTHING', { amountCents: 500, reason: 'x' })).toEqual({
      status: 404,
      body: { message: 'Payment not found' },
    });
    expect(calls).toEqual([]);
  });
});
