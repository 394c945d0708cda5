import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoItems, initiate, libraryOf, paymentRow, paymentStatus } from '../../../test/payments';
import { paymobSandboxIntentions } from '../paymob-sandbox/schema';
import { PAYMENT_INITIATIONS_PER_HOUR } from './routes';
import { paymentItems, payments } from './schema';

let t: TestApp;
let token: string;
let userId: string;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const user = await registeredUser(t);
  token = user.token;
  userId = (
    (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).json() as {
      id: string;
    }
  ).id;
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('POST /api/payments/initiate', () => {
  it('PAY-17 ERR-01 answers 401 "Authentication required. Please log in to continue." without a token', async () => {
    const answer = await initiate(t, undefined, [{ itemType: 'Material', itemId: items.paid.id, quantity: 1 }]);
    expect(answer).toEqual({
      status: 401,
      body: { success: false, message: 'Authentication required. Please log in to continue.' },
    });
  });

  it('PAY-09 prices every line from its own tables, merges duplicate lines, charges each seat and snapshots the items', async () => {
    const answer = await initiate(t, token, [
      { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
      { itemType: 'MaterialGroup', itemId: items.pro.id, quantity: 1 },
      { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
      { itemType: 'Course', itemId: items.course.id, quantity: 1 },
    ]);
    expect(answer.status).toBe(200);
    // The two lines of one material merge into 2 seats of it, each charged (issue 27 §3).
    const expected = Math.round((items.paid.price * 2 + items.pro.price + items.course.price!) * 100) / 100;
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Payment initiated',
      amount: expected,
      currency: 'EGP',
    });
    const reference = answer.body.paymentReference as string;
    expect(reference).toMatch(/^PAY-\d{8}-[0-9A-Z]{12}$/);

    const payment = await paymentRow(t, reference);
    expect(payment).toMatchObject({ status: 'Pending', amount: expected, userId, customerPhone: '+201001234567' });
    const lines = await t.db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    expect(lines.map((l) => [l.itemType, l.itemId, l.quantity, l.unitPrice])).toEqual([
      ['Material', items.paid.id, 2, items.paid.price],
      ['MaterialGroup', items.pro.id, 1, items.pro.price],
      ['Course', items.course.id, 1, items.course.price],
    ]);
  });

  it('opens a Paymob intention in piastres with our reference, billing data and absolute callback URLs', async () => {
    const answer = await initiate(t, token, [{ itemType: 'Material', itemId: items.paid.id, quantity: 3 }]);
    const payment = await paymentRow(t, answer.body.paymentReference as string);
    const [intention] = await t.db
      .select()
      .from(paymobSandboxIntentions)
      .where(eq(paymobSandboxIntentions.specialReference, payment.paymentReference));
    expect(intention).toMatchObject({
      amountCents: Math.round(items.paid.price * 300),
      currency: 'EGP',
      orderId: Number(payment.providerOrderId),
      id: payment.providerIntentionId,
      notificationUrl: `${t.config.publicUrl}/api/payments/paymob/callback`,
      redirectionUrl: `${t.config.publicUrl}/api/payments/paymob/return`,
      paymentMethods: [4097558, 4097559],
      billingData: expect.objectContaining({
        first_name: 'Sara',
        last_name: 'Ahmed',
        email: 'sara@example.com',
        phone_number: '+201001234567',
        street: '90th Street',
        city: 'New Cairo',
        country: 'EG',
      }),
      // One item at the line's total, so the items add up whichever way Paymob reads `amount`.
      items: [{ name: `${items.paid.title} (3 seats)`, amount: Math.round(items.paid.price * 300), quantity: 1 }],
    });
    const url = new URL(answer.body.paymentUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/paymob-sandbox/unifiedcheckout/`);
    expect(url.searchParams.get('clientSecret')).toMatch(/^egy_csk_test_/);
    expect(url.searchParams.get('publicKey')).toMatch(/^egy_pk_test_/);
  });

  it.each([
    ['an unknown material', () => ({ itemType: 'Material' as const, itemId: 999_999, quantity: 1 })],
    ['an unknown course', () => ({ itemType: 'Course' as const, itemId: 999_999, quantity: 1 })],
    ['an unknown exam', () => ({ itemType: 'Exam' as const, itemId: 999_999, quantity: 1 })],
    [
      "a book's own file, sold only with its book",
      () => ({ itemType: 'Material' as const, itemId: items.bookFile.id, quantity: 1 }),
    ],
  ])('refuses %s with "Some items in your cart are no longer available." and records nothing', async (_, line) => {
    const before = (await t.db.select().from(payments)).length;
    const answer = await initiate(t, token, [{ itemType: 'Material', itemId: items.paid.id, quantity: 1 }, line()]);
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: 'Some items in your cart are no longer available.' },
    });
    expect((await t.db.select().from(payments)).length).toBe(before);
  });

  it.each([
    [{ cartItems: [] }, 'Your cart is empty.'],
    [{ currency: 'USD' }, 'The currency must be EGP.'],
    [
      { customerDetails: { name: '', email: 'a@b.co', phone: '+201001234567', street1: 'x', city: 'y' } },
      'Name is required',
    ],
    [
      { customerDetails: { name: 'A', email: 'a b@c.co', phone: '+201001234567', street1: 'x', city: 'y' } },
      'Please enter a valid email address',
    ],
    [
      { customerDetails: { name: 'A', email: 'a@b.co', phone: '+20-100', street1: 'x', city: 'y' } },
      'Please enter a valid phone number',
    ],
    [
      { cartItems: [{ itemType: 'Material', itemId: 1, quantity: 0 }] },
      'quantity must be a whole number from 1 to 100.',
    ],
    [
      { cartItems: [{ itemType: 'Quiz', itemId: 1, quantity: 1 }] },
      'itemType must be Material, Course, MaterialGroup or Exam.',
    ],
    [{ amount: 1 }, 'Unknown field: amount.'],
  ])('PAY-04 refuses a malformed request %j with a clear message', async (change, message) => {
    const body = {
      cartItems: [{ itemType: 'Material', itemId: items.paid.id, quantity: 1 }],
      currency: 'EGP',
      customerDetails: { name: 'A', email: 'a@b.co', phone: '+201001234567', street1: 'x', city: 'y' },
      ...change,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initiate',
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('PAY-20 AMB-55 a free-only cart completes at once without the provider and grants the item', async () => {
    const answer = await initiate(t, token, [{ itemType: 'Material', itemId: items.free.id, quantity: 1 }]);
    expect(answer.status).toBe(200);
    const reference = answer.body.paymentReference as string;
    expect(answer.body).toMatchObject({
      amount: 0,
      paymentUrl: `${t.config.publicUrl}/payment-status?ref=${reference}`,
    });
    const payment = await paymentRow(t, reference);
    expect(payment).toMatchObject({ status: 'Completed', paymentMethod: 'Free', providerOrderId: null });
    expect(await libraryOf(t, userId)).toContain(items.free.id);
    expect((await paymentStatus(t, token, reference)).body).toMatchObject({ status: 'Completed', success: true });
  });

  it('refuses the 21st payment one account starts within an hour with 429, records nothing for it, and other accounts go on (issue 13 §4)', async () => {
    const buyer = await registeredUser(t);
    const cart = [{ itemType: 'Material' as const, itemId: items.paid.id, quantity: 1 }];
    for (let attempt = 1; attempt <= PAYMENT_INITIATIONS_PER_HOUR; attempt += 1) {
      expect((await initiate(t, buyer.token, cart)).status).toBe(200);
    }
    const before = (await t.db.select().from(payments)).length;
    expect(await initiate(t, buyer.token, cart)).toEqual({
      status: 429,
      body: { success: false, message: 'Too many payment attempts from your account. Please try again in an hour.' },
    });
    expect(await t.db.select().from(payments)).toHaveLength(before);
    expect((await initiate(t, token, cart)).status).toBe(200);
  });
});

describe('a payment provider that is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 here: the intention call fails at once, as an outage would.
    down = await createTestApp({
      env: {
        PAYMOB_SECRET_KEY: 'egy_sk_test_nothing_there',
        PAYMOB_PUBLIC_KEY: 'egy_pk_test_nothing_there',
        PAYMOB_HMAC_SECRET: 'not-a-real-secret',
        PAYMOB_INTEGRATION_IDS: '1',
        PAYMOB_API_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(async () => {
    expect(await down.close()).toEqual([]);
  });

  it('answers 502 "The payment provider is unavailable. Please try again." and leaves no payment behind', async () => {
    const buyer = await registeredUser(down);
    const { paid } = await demoItems(down);
    const answer = await initiate(down, buyer.token, [{ itemType: 'Material', itemId: paid.id, quantity: 1 }]);
    expect(answer).toEqual({
      status: 502,
      body: { success: false, message: 'The payment provider is unavailable. Please try again.' },
    });
    expect(await down.db.select().from(payments)).toEqual([]);
    expect(await down.db.select().from(paymentItems)).toEqual([]);
  });

  it('does not mount the sandbox when a Paymob account is configured', async () => {
    const response = await down.app.inject({ method: 'POST', url: '/paymob-sandbox/v1/intention/', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
