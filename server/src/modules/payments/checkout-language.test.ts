import type { PaymentCartItem } from '@the-gate/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CUSTOMER, demoItems, payOnHostedPage } from '../../../test/payments';
import { paymobSandboxIntentions } from '../paymob-sandbox/schema';

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const ARABIC = 'ar-EG,ar;q=0.9,en;q=0.8';

/** A fresh buyer starts a checkout, from a page in the language `acceptLanguage` asks for. */
async function checkout(cartItems: PaymentCartItem[], acceptLanguage?: string) {
  const { token } = await registeredUser(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    payload: { cartItems, currency: 'EGP', customerDetails: CUSTOMER },
    headers: { authorization: `Bearer ${token}`, ...(acceptLanguage && { 'accept-language': acceptLanguage }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { paymentUrl: string; paymentReference: string };
  return { reference: body.paymentReference, paymentUrl: new URL(body.paymentUrl) };
}

/** Pays on the hosted page, then follows the browser back through the shop's return route. */
async function payAndReturn(paymentUrl: URL) {
  const paid = await payOnHostedPage(paymentUrl);
  expect(paid.status).toBe(302);
  const back = new URL(paid.headers.get('location')!);
  const returned = await t.app.inject({ url: `${back.pathname}${back.search}` });
  expect(returned.statusCode).toBe(302);
  return String(returned.headers.location);
}

const paidLine = (): PaymentCartItem[] => [{ itemType: 'Material', itemId: items.paid.id, quantity: 1 }];

describe('a checkout started in Arabic (issue 26 §2)', () => {
  it('opens the hosted card page in Arabic, right to left, with the card number left to right', async () => {
    const { paymentUrl } = await checkout(paidLine(), ARABIC);
    expect(paymentUrl.searchParams.get('lang')).toBe('ar');
    const page = await (await fetch(paymentUrl)).text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<label for="card-number">رقم البطاقة</label>');
    expect(page).toMatch(/id="card-number"[^>]* dir="ltr"/);
    expect(page).toContain('<input type="hidden" name="lang" value="ar">');
  });

  it('brings the buyer back to the Arabic result page, /ar/payment-status', async () => {
    const { reference, paymentUrl } = await checkout(paidLine(), ARABIC);
    const [intention] = await t.db
      .select({ redirectionUrl: paymobSandboxIntentions.redirectionUrl })
      .from(paymobSandboxIntentions)
      .where(eq(paymobSandboxIntentions.specialReference, reference));
    expect(intention?.redirectionUrl).toBe(`${t.config.publicUrl}/api/payments/paymob/return?lang=ar`);
    expect(await payAndReturn(paymentUrl)).toBe(`${t.config.publicUrl}/ar/payment-status?ref=${reference}`);
  });

  it('sends a free order straight to the Arabic result page', async () => {
    const { reference, paymentUrl } = await checkout(
      [{ itemType: 'Material', itemId: items.free.id, quantity: 1 }],
      ARABIC,
    );
    expect(paymentUrl.href).toBe(`${t.config.publicUrl}/ar/payment-status?ref=${reference}`);
  });

  it('keeps English where it was: Paymob’s own address, the English page, /payment-status', async () => {
    const { reference, paymentUrl } = await checkout(paidLine(), 'en-GB,en;q=0.9,ar;q=0.5');
    expect(paymentUrl.searchParams.has('lang')).toBe(false);
    const page = await (await fetch(paymentUrl)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<label for="card-number">Card number</label>');
    expect(await payAndReturn(paymentUrl)).toBe(`${t.config.publicUrl}/payment-status?ref=${reference}`);
  });

  it('ignores a language the shop does not speak on the return address', async () => {
    const { reference, paymentUrl } = await checkout(paidLine(), ARABIC);
    const paid = await payOnHostedPage(paymentUrl);
    const back = new URL(paid.headers.get('location')!);
    back.searchParams.set('lang', 'fr');
    const returned = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toBe(`${t.config.publicUrl}/payment-status?ref=${reference}`);
  });
});
