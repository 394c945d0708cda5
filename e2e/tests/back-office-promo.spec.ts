import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { showSections, signInToBackOffice } from '../support/back-office';
import { shopItems, signedInBuyer } from '../support/buyer';
import { OWNER } from '../support/env';
import { expect, test } from '../support/fixtures';

const egp = (value: number) =>
  `EGP ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The sandbox's card page, paid with its test card that succeeds. */
async function payWithTestCard(page: Page, total: number) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(egp(total));
  await page.getByLabel('Card number').fill('5123 4567 8901 2346');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByRole('button', { name: `Pay ${egp(total)}`, exact: true }).click();
}

test('an owner creates a promo code that a customer then uses at checkout, and the Reports page charts the sale (issue 25 §4, §8)', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  // Both projects share one server: each makes its own code.
  const code = `SPRING-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();

  await signInToBackOffice(page, OWNER.email, OWNER.password, '/admin/promo-codes');
  await expect(page.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'GATE2025' })).toBeVisible();
  await page.getByRole('link', { name: 'New promo code' }).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
  await page.getByRole('radio', { name: 'Fixed amount off (EGP)' }).check();
  await page.getByRole('textbox', { name: 'Amount off (EGP)', exact: true }).fill('25');
  await page.getByRole('textbox', { name: 'Limit per customer (optional)' }).fill('1');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create promo code' }).click();
  await expect(page).toHaveURL(/\/admin\/promo-codes\/\d+$/);
  await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();

  // The customer, in a browser of their own, types it at checkout.
  const shopper = await browser.newContext({ viewport: page.viewportSize() });
  const buyer = await shopper.newPage();
  const items = await shopItems(request);
  await signedInBuyer(buyer, request, `promo${testInfo.project.name}`);
  await buyer.goto(`/material/${items.paid.id}`);
  await buyer.getByRole('button', { name: /^Buy for/ }).click();
  const drawer = buyer.getByRole('dialog', { name: /Shopping Cart/ });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await drawer.getByLabel('Promo code').fill(code.toLowerCase());
  await drawer.getByRole('button', { name: 'Apply' }).click();
  const total = items.paid.price - 25;
  await expect(drawer.getByText(egp(total))).toBeVisible();
  await drawer.getByLabel('Street Address').fill('90th Street');
  await drawer.getByLabel('City').fill('New Cairo');
  await drawer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(buyer).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\//);
  await payWithTestCard(buyer, total);
  await expect(buyer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await shopper.close();

  // The code's page counts the use; the report charts the day's revenue.
  await page.reload();
  await expect(page.getByText('Uses', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '1, no limit (1 per customer)',
  );
  await showSections(page);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('revenue-chart').locator('canvas')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: items.paid.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
