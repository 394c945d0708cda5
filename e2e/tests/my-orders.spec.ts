import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shopItems, signedInBuyer } from '../support/buyer';
import { expect, test } from '../support/fixtures';

const egp = (value: number) =>
  `EGP ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Issue 25 §7: a buyer pays with the sandbox's test card, opens My Orders from the account menu,
 * sees the order Completed and downloads its PDF receipt. A buyer of its own per project.
 */
test('a buyer finds the paid order in My Orders, Completed, and downloads its PDF receipt (issue 25 §7)', async ({
  page,
  request,
}, testInfo) => {
  const items = await shopItems(request);
  await signedInBuyer(page, request, `orders${testInfo.project.name}`);

  await page.goto(`/material/${items.paid.id}`);
  await page.getByRole('button', { name: /^Buy for/ }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await drawer.getByLabel('Street Address').fill('90th Street');
  await drawer.getByLabel('City').fill('New Cairo');
  await drawer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\//);
  await page.getByLabel('Card number').fill('5123 4567 8901 2346');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByRole('button', { name: `Pay ${egp(items.paid.price)}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('ref');
  expect(reference).toMatch(/^PAY-/);

  const opener = page.getByRole('button', { name: 'Open menu' });
  if (await opener.isVisible()) {
    // Phone: the account's links live in the menu.
    await opener.click();
    await page.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'My Orders' }).click();
  } else {
    await page.getByRole('button', { name: /Account menu for Mona Hassan/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'My Orders' }).click();
  }
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const order = page.getByRole('article', { name: new RegExp(`Reference ${reference}`) });
  await expect(order.getByText('Completed', { exact: true })).toBeVisible();
  await expect(order.getByText(items.paid.title)).toBeVisible();
  await expect(order.getByText(egp(items.paid.price)).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Nothing wider than the screen on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const downloading = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
