import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoItems, initiate, paymentRow, postCallback, quote, transactionFor } from '../../../test/payments';
import { paymobSandboxIntentions } from '../paymob-sandbox/schema';
import { promoCodes } from './schema';

let t: TestApp;
let token: string;
let items: Awaited<ReturnType<typeof demoItems>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  token = (await registeredUser(t)).token;
  items = await demoItems(t);
  await t.db.insert(promoCodes).values([
    { code: 'OLD2024', kind: 'percent', value: 20, endsAt: new Date(Date.now() - DAY) },
    { code: 'SOON', kind: 'percent', value: 20, startsAt: new Date(Date.now() + DAY) },
    { code: 'TAKE50', kind: 'fixed', value: 50 },
    { code: 'ONCE', kind: 'fixed', value: 10, usageLimit: 1 },
    { code: 'TWICE', kind: 'fixed', value: 10, usageLimit: 2 },
    { code: 'OFF', kind: 'percent', value: 20, isActive: false },
    { code: 'ALL', kind: 'percent', value: 100 },
  ]);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const line = () => [{ itemType: 'MaterialGroup' as const, itemId: items.pro.id, quantity: 1 }];

describe('promo codes (issue 8 §10)', () => {
  it('the advertised GATE2025 takes 10% off, whatever its case, priced by the server', async () => {
    const answer = await quote(t, token, line(), '  gate2025 ');
    const discount = Math.round(items.pro.price * 10) / 100;
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        lines: [expect.objectContaining({ itemId: items.pro.id, lineTotal: items.pro.price })],
        subtotal: items.pro.price,
        discount,
        amount: Math.round((items.pro.price - discount) * 100) / 100,
        currency: 'EGP',
        promoCode: 'GATE2025',
      },
    });
  });

  it('the discount is stored on the payment and the intention asks Paymob for the discounted amount', async () => {
    const answer = await initiate(t, token, line(), { promoCode: 'TAKE50' });
    expect(answer.body.amount).toBe(items.pro.price - 50);
    const payment = await paymentRow(t, answer.body.paymentReference as string);
    expect(payment).toMatchObject({
      subtotal: items.pro.price,
      discount: 50,
      promoCode: 'TAKE50',
      amount: items.pro.price - 50,
    });
    const [intention] = await t.db
      .select()
      .from(paymobSandboxIntentions)
      .where(eq(paymobSandboxIntentions.specialReference, payment.paymentReference));
    expect(intention!.amountCents).toBe(Math.round((items.pro.price - 50) * 100));
  });

  it.each([
    ['NOPE', 'This promo code is not valid.'],
    ['OFF', 'This promo code is not valid.'],
    ['OLD2024', 'This promo code has expired.'],
    ['SOON', 'This promo code is not active yet.'],
  ])('%s is refused with "%s"', async (code, message) => {
    expect(await quote(t, token, line(), code)).toEqual({ status: 400, body: { success: false, message } });
    expect(await initiate(t, token, line(), { promoCode: code })).toEqual({
      status: 400,
      body: { success: false, message },
    });
  });

  it('a code at its usage limit is refused, and a failed payment gives its use back', async () => {
    const first = await initiate(t, token, line(), { promoCode: 'ONCE' });
    expect(first.status).toBe(200);
    const usedUp = { status: 400, body: { success: false, message: 'This promo code has reached its usage limit.' } };
    expect(await initiate(t, token, line(), { promoCode: 'ONCE' })).toEqual(usedUp);
    const payment = await paymentRow(t, first.body.paymentReference as string);
    await postCallback(t, transactionFor(payment, { success: false, data: { message: 'Card declined' } }));
    expect((await initiate(t, token, line(), { promoCode: 'ONCE' })).status).toBe(200);
  });

  it('a usage limit of 2 holds when 6 checkouts race for it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => initiate(t, token, line(), { promoCode: 'TWICE' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
  });

  it('a 100% code makes the order free: it completes at once without the provider', async () => {
    const answer = await initiate(t, token, line(), { promoCode: 'ALL' });
    expect(answer.body).toMatchObject({ amount: 0 });
    expect(await paymentRow(t, answer.body.paymentReference as string)).toMatchObject({
      status: 'Completed',
      discount: items.pro.price,
    });
  });
});
