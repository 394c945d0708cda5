import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInToBackOffice } from '../support/back-office';
import { signedInBuyer } from '../support/buyer';
import { OWNER } from '../support/env';
import { expect, test } from '../support/fixtures';

type Material = { id: number; title: string; price: number; isFree: boolean };

const PASSWORD = 'Manage#2026';

test('a manager finds a customer, grants a material the customer then reads in their library, and disables the account: the customer is signed out at once (issue 25 §3)', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  // The customer, signed in in a browser of their own.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await signedInBuyer(customerPage, request, `cust${tag}`);

  // A manager, made by the owner through the staff API (its screen has a journey of its own).
  const manager = { username: `manager.${tag}`, email: `manager.${tag}@example.com` };
  const registered = await request.post('/api/auth/register', {
    data: {
      ...manager,
      password: PASSWORD,
      role: 8,
      title: 0,
      firstName: 'Mariam',
      lastName: 'Manager',
      dateOfBirth: '1985-03-02',
      gender: 1,
      mobileNumber: '01001234567',
      country: 'Egypt',
      department: '',
      serviceInterests: 1,
      referralSource: 1,
      communicationPreferences: 1,
    },
  });
  expect(registered.status()).toBe(201);
  const owner = await request.post('/api/auth/login', {
    data: { userNameOrEmail: OWNER.email, password: OWNER.password },
  });
  const ownerToken = ((await owner.json()) as { token: string }).token;
  const made = await request.put('/api/admin/staff', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { email: manager.email, role: 'manager' },
  });
  expect(made.status()).toBe(200);

  const materials = (await (await request.get('/api/materials?isStandalone=true')).json()) as Material[];
  const given = materials.find((m) => !m.isFree && m.price > 0)!;

  await signInToBackOffice(page, manager.email, PASSWORD, '/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
  await expect(page.getByRole('status')).toHaveText('Customers 1–1 of 1');
  await page.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` }).click();
  await expect(
    page.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}`, level: 1 }),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Grant an item' });
  await form.getByRole('searchbox', { name: 'Find the material' }).fill(given.title);
  await form
    .getByRole('button', { name: `Pick ${given.title}` })
    .first()
    .click();
  await form.getByRole('textbox', { name: /Reason/ }).fill(`Free copy for a school (${tag})`);
  await form.getByRole('button', { name: 'Grant' }).click();
  await expect(form.getByText(`Granted: ${given.title}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff grants' })).toContainText(`Free copy for a school (${tag})`);
  await expectNoSeriousA11yViolations(page);
  // No page-wide sideways scroll, on a phone too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await customerPage.goto('/my-materials');
  await expect(customerPage.getByRole('article', { name: given.title })).toBeVisible();

  await page.getByRole('button', { name: 'Disable account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText(`${customer.firstName} ${customer.lastName}'s account is disabled.`)).toBeVisible();

  // The customer's next page load finds the session gone: signing in is offered, the library is not shown.
  await customerPage.reload();
  await expect(customerPage.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(customerPage.getByRole('article', { name: given.title })).toHaveCount(0);
  await customerContext.close();
});
