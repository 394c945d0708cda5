import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInToBackOffice } from '../support/back-office';
import { signedInBuyer } from '../support/buyer';
import { OWNER } from '../support/env';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'Manage#2026-e2e';

const egp = (value: number) =>
  `EGP ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A member of staff with the manager role, made through the API (issue 24 §1 has its own journey for that). */
async function aManager(request: APIRequestContext, tag: string) {
  const id = `${tag}${Date.now().toString(36)}`;
  const person = {
    username: `manager.${id}`,
    email: `manager.${id}@example.com`,
    password: PASSWORD,
    role: 8,
    title: 0,
    firstName: 'Nadia',
    lastName: 'Manager',
    dateOfBirth: '1980-01-01',
    gender: 2,
    mobileNumber: '01001234568',
    country: 'Egypt',
    department: '',
    serviceInterests: 1,
    referralSource: 1,
    communicationPreferences: 1,
  };
  expect((await request.post('/api/auth/register', { data: person })).status()).toBe(201);
  const owner = await request.post('/api/auth/login', {
    data: { userNameOrEmail: OWNER.email, password: OWNER.password },
  });
  const { token } = (await owner.json()) as { token: string };
  const made = await request.put('/api/admin/staff', {
    headers: { authorization: `Bearer ${token}` },
    data: { email: person.email, role: 'manager' },
  });
  expect(made.ok()).toBe(true);
  return person;
}

/** The buyer's materials as the shop lists them (My Materials). */
async function libraryIds(request: APIRequestContext, token: string) {
  const mine = await request.get('/api/materials/me', { headers: { authorization: `Bearer ${token}` } });
  expect(mine.status()).toBe(200);
  return ((await mine.json()) as { id: number }[]).map((material) => material.id);
}

test("a manager finds a payment by the buyer's e-mail, refunds it in full, and the buyer's library no longer holds the item (issue 25 §1, §2)", async ({
  page,
  request,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const project = testInfo.project.name;
  const materials = (await (await request.get('/api/materials?isStandalone=true')).json()) as {
    id: number;
    title: string;
    price: number;
    isFree: boolean;
  }[];
  const bought = materials.find((material) => !material.isFree && material.price > 0)!;

  // The buyer (one per project) pays with the sandbox's test card, as the checkout journey does.
  const buyer = await signedInBuyer(page, request, `refund${project}`);
  await page.goto(`/material/${bought.id}`);
  await page.getByRole('button', { name: /^Buy for/ }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await drawer.getByLabel('Email Address').fill(buyer.email);
  await drawer.getByLabel('Street Address').fill('90th Street');
  await drawer.getByLabel('City').fill('New Cairo');
  await drawer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\//);
  await page.getByLabel('Card number').fill('5123 4567 8901 2346');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByRole('button', { name: `Pay ${egp(bought.price)}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect(await libraryIds(request, buyer.token)).toContain(bought.id);

  // The manager signs in on the same browser, in place of the buyer.
  const manager = await aManager(request, `pay${project}`);
  await context.clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('auth_token');
  });
  await signInToBackOffice(page, manager.username, PASSWORD, '/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(buyer.email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(egp(bought.price));
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('link', { name: /^PAY-/ }).click();

  await expect(page.getByRole('heading', { name: /^PAY-/, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lines' })).toContainText(bought.title);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('region', { name: 'Refunds' }).getByRole('button', { name: 'Refund', exact: true }).click();
  const form = page.getByRole('form', { name: 'Refund this payment' });
  // The whole payment to start with; bought today, so Paymob voids it.
  await expect(form.getByRole('textbox', { name: 'Amount (EGP)' })).toHaveValue(bought.price.toFixed(2));
  await expect(form).toContainText('A full refund removes the items from their library.');
  await form.getByRole('textbox', { name: 'Reason' }).fill(`Bought the wrong year (${project})`);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: /^Confirm (refund|void)$/ }).dblclick();

  // Applied once Paymob's inquiry confirms it: the page asks again until then.
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds.getByRole('listitem')).toContainText('Confirmed', { timeout: 15_000 });
  // The status beside the reference (not "Partially refunded").
  await expect(page.getByRole('heading', { name: /^PAY-/, level: 1 }).locator('..')).toContainText('Refunded');
  expect(await libraryIds(request, buyer.token)).not.toContain(bought.id);
});
