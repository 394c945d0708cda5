import { type APIRequestContext, expect, type Page } from '@playwright/test';

const PASSWORD = 'Reading#2026';

/**
 * A fresh account, made through the API (registration has journeys of its own), in `language`
 * (the language the account keeps for its e-mails, issue 26 §6), named Mona Hassan unless told.
 */
export async function registeredBuyer(
  request: APIRequestContext,
  tag: string,
  language: 'en' | 'ar' = 'en',
  name: { firstName: string; lastName: string } = { firstName: 'Mona', lastName: 'Hassan' },
) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const person = {
    username: `buyer.${id}`,
    email: `buyer.${id}@example.com`,
    password: PASSWORD,
    role: 8,
    title: 0,
    ...name,
    dateOfBirth: '1985-03-02',
    gender: 1,
    mobileNumber: '01001234567',
    country: 'Egypt',
    department: '',
    serviceInterests: 1,
    referralSource: 1,
    communicationPreferences: 1,
  };
  const registered = await request.post('/api/auth/register', {
    headers: { 'accept-language': language },
    data: person,
  });
  expect(registered.status()).toBe(201);
  return { ...person, token: ((await registered.json()) as { token: string }).token };
}

/** A fresh account (registeredBuyer), signed in on the page. */
export async function signedInBuyer(page: Page, request: APIRequestContext, tag: string) {
  const person = await registeredBuyer(request, tag);
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(person.username);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  // Sign-in moves to /digital-books, then reloads the page 100 ms later (A§4): wait for that reload,
  // so it cannot land in the middle of the next step.
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/digital-books$/);
  await reloaded;
  return person;
}

/**
 * Buys through the real checkout and the built-in sandbox, over HTTP as a browser would post the
 * card form: the server is told by Paymob's signed callback, as in production.
 */
export async function buyThroughSandbox(
  request: APIRequestContext,
  token: string,
  cartItems: { itemType: 'Material' | 'MaterialGroup' | 'Course' | 'Exam'; itemId: number; quantity: number }[],
) {
  const started = await request.post('/api/payments/initiate', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      cartItems,
      currency: 'EGP',
      customerDetails: {
        name: 'Mona Hassan',
        email: 'mona@example.com',
        phone: '01001234567',
        street1: '90th Street',
        city: 'New Cairo',
      },
    },
  });
  expect(started.status()).toBe(200);
  const { paymentUrl, paymentReference } = (await started.json()) as { paymentUrl: string; paymentReference: string };
  const url = new URL(paymentUrl);
  const paid = await request.post(`${url.origin}${url.pathname}pay`, {
    form: {
      publicKey: url.searchParams.get('publicKey')!,
      clientSecret: url.searchParams.get('clientSecret')!,
      cardNumber: '5123 4567 8901 2346',
      expiry: '01/39',
      cvv: '123',
      cardName: 'Test Account',
    },
  });
  expect(paid.ok()).toBe(true);
  const status = await request.get(`/api/payments/${paymentReference}/status`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await status.json()) as { status: string }).status).toBe('Completed');
}

/** Catalogue items with the server's prices: a paid material and the Year 6 Pro package. */
export async function shopItems(request: APIRequestContext) {
  const materials = (await (await request.get('/api/materials?isStandalone=true')).json()) as {
    id: number;
    title: string;
    price: number;
    isFree: boolean;
  }[];
  const paid = materials.find((m) => !m.isFree && m.price > 0)!;
  const packages = (await (await request.get('/api/packages?year=Year%206')).json()) as {
    id: number;
    name: string;
    price: number;
  }[];
  const pro = packages.find((p) => p.name.includes('Pro'))!;
  return { paid, pro };
}
