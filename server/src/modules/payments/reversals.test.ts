import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  coursesOf,
  demoItems,
  initiate,
  libraryOf,
  paymentRow,
  payOnHostedPage,
  payThroughSandbox,
  pendingPaymentFor,
  postCallback,
  reverseInSandbox,
  transactionFor,
} from '../../../test/payments';
import type { PaymobTransaction } from '../../lib/paymob/protocol';

/**
 * Issue 22 §1: refunds and voids come only from Paymob's own word. A callback that would take a
 * payment back is confirmed with the transaction inquiry first, and only what it confirms is applied.
 */

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

/** A material and a course, so both kinds of grant are seen going or staying. */
const cart = () => [
  { itemType: 'Material' as const, itemId: items.paid.id, quantity: 1 },
  { itemType: 'Course' as const, itemId: items.course.id, quantity: 1 },
];

/** A fresh buyer whose payment went through the sandbox and completed by its callback. */
async function paidBuyer() {
  const buyer = await registeredUser(t);
  const me = (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${buyer.token}` } })).json();
  const paid = await payThroughSandbox(t, buyer.token, cart());
  expect(paid.payment.status).toBe('Completed');
  expect(await libraryOf(t, me.id)).toEqual([items.paid.id]);
  return { ...paid, userId: me.id as string, token: buyer.token, cents: Math.round(paid.payment.amount * 100) };
}

/** The payment's row once the sandbox's callback has been handled and `ready` holds. */
const settled = (reference: string, ready: (row: Awaited<ReturnType<typeof paymentRow>>) => boolean) =>
  expect.poll(async () => ready(await paymentRow(t, reference)), { timeout: 10_000 }).toBe(true);

/** Paymob's inquiry out of reach (the provider's network, the one thing tests may stand in for). */
function inquiryUnavailable(how: 'network' | 'HTTP 503') {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/api/ecommerce/orders/transaction_inquiry')) return realFetch(input, init);
    return how === 'network'
      ? Promise.reject(new TypeError('fetch failed'))
      : Promise.resolve(new Response('Service Unavailable', { status: 503 }));
  });
}

describe('a refund or void claimed by a signed callback (issue 22 §1)', () => {
  it.each<[string, Partial<PaymobTransaction>]>([
    ['a refund transaction', { is_refund: true, has_parent_transaction: true }],
    ['a void transaction', { is_void: true, has_parent_transaction: true }],
    ['the payment flagged is_refunded', { is_refunded: true }],
    ['the payment flagged is_voided', { is_voided: true }],
  ])('%s that the inquiry denies takes nothing back', async (_, flags) => {
    const paid = await paidBuyer();
    // Validly signed: the HMAC covers neither is_refund nor is_void, and a forger may hold a signed copy.
    expect(await postCallback(t, transactionFor(paid.payment, flags))).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await paymentRow(t, paid.payment.paymentReference)).toMatchObject({
      status: 'Completed',
      failureReason: null,
      refundedAt: null,
      refundedAmount: 0,
      reversalCheckDueAt: null,
    });
    expect(await libraryOf(t, paid.userId)).toEqual([items.paid.id]);
    expect(await coursesOf(t, paid.userId)).toEqual([items.course.id]);
  });

  it('a refund claimed for a payment never paid does not mark it paid or failed', async () => {
    const { payment, userId } = await pendingPaymentFor(t, cart());
    const claim = transactionFor(payment, { is_refund: true, has_parent_transaction: true });
    expect((await postCallback(t, claim)).status).toBe(200);
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Pending');
    expect(await libraryOf(t, userId)).toEqual([]);
  });

  it('a real sandbox refund of all of it is confirmed by the inquiry and revokes the grants for good', async () => {
    const paid = await paidBuyer();
    const refund = await reverseInSandbox(t, paid.transactionId, { kind: 'refund', amountCents: paid.cents });
    expect(refund.status).toBe(200);
    await settled(paid.payment.paymentReference, (row) => row.status === 'Failed');
    expect(await paymentRow(t, paid.payment.paymentReference)).toMatchObject({
      failureReason: 'Payment refunded',
      refundedAmount: paid.payment.amount,
    });
    expect(await libraryOf(t, paid.userId)).toEqual([]);
    expect(await coursesOf(t, paid.userId)).toEqual([]);
    // The original success replayed afterwards does not grant it back.
    const original = transactionFor(paid.payment, { id: paid.transactionId });
    expect((await postCallback(t, original)).status).toBe(200);
    expect(await libraryOf(t, paid.userId)).toEqual([]);
    expect((await paymentRow(t, paid.payment.paymentReference)).status).toBe('Failed');
  });

  it('a void claimed before Paymob made it changes nothing; the real sandbox void then revokes', async () => {
    const paid = await paidBuyer();
    const claim = transactionFor(paid.payment, { id: paid.transactionId, is_voided: true });
    expect((await postCallback(t, claim)).status).toBe(200);
    expect((await paymentRow(t, paid.payment.paymentReference)).status).toBe('Completed');
    expect((await reverseInSandbox(t, paid.transactionId, { kind: 'void' })).status).toBe(200);
    await settled(paid.payment.paymentReference, (row) => row.status === 'Failed');
    expect((await paymentRow(t, paid.payment.paymentReference)).failureReason).toBe('Payment voided');
    expect(await libraryOf(t, paid.userId)).toEqual([]);
    expect(await coursesOf(t, paid.userId)).toEqual([]);
  });

  it('a partial sandbox refund is recorded and the grants stay; refunds adding up to all of it revoke', async () => {
    const paid = await paidBuyer();
    const third = Math.floor(paid.cents / 3);
    expect((await reverseInSandbox(t, paid.transactionId, { kind: 'refund', amountCents: third })).status).toBe(200);
    await settled(paid.payment.paymentReference, (row) => row.refundedAmount > 0);
    expect(await paymentRow(t, paid.payment.paymentReference)).toMatchObject({
      status: 'Completed',
      refundedAmount: third / 100,
      refundedAt: null,
      failureReason: null,
    });
    expect(await libraryOf(t, paid.userId)).toEqual([items.paid.id]);
    expect(await coursesOf(t, paid.userId)).toEqual([items.course.id]);

    const rest = paid.cents - third;
    expect((await reverseInSandbox(t, paid.transactionId, { kind: 'refund', amountCents: rest })).status).toBe(200);
    await settled(paid.payment.paymentReference, (row) => row.status === 'Failed');
    expect(await paymentRow(t, paid.payment.paymentReference)).toMatchObject({
      failureReason: 'Payment refunded',
      refundedAmount: paid.payment.amount,
    });
    expect(await libraryOf(t, paid.userId)).toEqual([]);
  });

  // Moved from callbacks.test.ts: a signed claim alone no longer revokes, so the refund is a real one.
  it('a refund keeps what another completed payment of the same buyer paid for', async () => {
    const buyer = await registeredUser(t);
    const me = (
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${buyer.token}` } })
    ).json();
    const line = [{ itemType: 'Material' as const, itemId: items.paid2.id, quantity: 1 }];
    // Both started before either is paid: once one is, the item is owned and not sold again (issue 22 §7).
    const [first, second] = [await initiate(t, buyer.token, line), await initiate(t, buyer.token, line)];
    const paid = await payOnHostedPage(new URL(first.body.paymentUrl as string));
    await payOnHostedPage(new URL(second.body.paymentUrl as string));
    const reference = first.body.paymentReference as string;
    const transactionId = Number(new URL(paid.headers.get('location') ?? '').searchParams.get('id'));
    const cents = Math.round((await paymentRow(t, reference)).amount * 100);
    expect((await reverseInSandbox(t, transactionId, { kind: 'refund', amountCents: cents })).status).toBe(200);
    await settled(reference, (row) => row.status === 'Failed');
    expect(await libraryOf(t, me.id)).toEqual([items.paid2.id]);
  });

  it.each(['network', 'HTTP 503'] as const)(
    'with the inquiry unavailable (%s) nothing is revoked, and the payment job applies it once Paymob answers',
    async (how) => {
      const paid = await paidBuyer();
      const outage = inquiryUnavailable(how);
      const refund = await reverseInSandbox(t, paid.transactionId, { kind: 'refund', amountCents: paid.cents });
      expect(refund.status).toBe(200);
      // The sandbox's callback arrives, cannot be confirmed, and leaves a check owed.
      await settled(paid.payment.paymentReference, (row) => row.reversalCheckDueAt !== null);
      expect(await paymentRow(t, paid.payment.paymentReference)).toMatchObject({
        status: 'Completed',
        refundedAt: null,
      });
      expect(await libraryOf(t, paid.userId)).toEqual([items.paid.id]);

      // Still down at the next run: still nothing revoked, still owed.
      expect((await t.app.paymentJobs.runNow())?.reversalChecks).toBe(0);
      expect(await paymentRow(t, paid.payment.paymentReference)).toMatchObject({ status: 'Completed' });
      expect((await paymentRow(t, paid.payment.paymentReference)).reversalCheckDueAt).toBeInstanceOf(Date);

      outage.mockRestore();
      expect((await t.app.paymentJobs.runNow())?.reversalChecks).toBe(1);
      expect(await paymentRow(t, paid.payment.paymentReference)).toMatchObject({
        status: 'Failed',
        failureReason: 'Payment refunded',
        reversalCheckDueAt: null,
      });
      expect(await libraryOf(t, paid.userId)).toEqual([]);
      expect(await coursesOf(t, paid.userId)).toEqual([]);
    },
  );

  it("a void claimed ten times at once, alongside the job's own check, answers each with 200 and ends voided", async () => {
    const paid = await paidBuyer();
    const outage = inquiryUnavailable('network');
    expect((await reverseInSandbox(t, paid.transactionId, { kind: 'void' })).status).toBe(200);
    await settled(paid.payment.paymentReference, (row) => row.reversalCheckDueAt !== null);
    outage.mockRestore();
    // The sandbox's claim replayed 10 times at once, alongside the job's own check.
    const claim = transactionFor(paid.payment, { id: paid.transactionId, is_voided: true });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => postCallback(t, claim)),
      t.app.paymentJobs.runNow(),
    ]);
    expect(answers.slice(0, 10).map((answer) => (answer as { status: number }).status)).toEqual(Array(10).fill(200));
    expect(await paymentRow(t, paid.payment.paymentReference)).toMatchObject({
      status: 'Failed',
      failureReason: 'Payment voided',
      reversalCheckDueAt: null,
    });
    expect(await libraryOf(t, paid.userId)).toEqual([]);
  });
});
