import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shopItems, signedInBuyer } from '../support/buyer';
import { expect, test } from '../support/fixtures';

const egp = (value: number) =>
  `EGP ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Puts the Year 6 Pro package and a paid material in the cart, from their own pages. */
async function fillCart(page: Page, items: Awaited<ReturnType<typeof shopItems>>) {
  await page.goto(`/materials/year-6/${items.pro.id}`);
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/material/${items.paid.id}`);
  await page.getByRole('button', { name: /^Buy for/ }).click();
  await expect(drawer.getByText('2 items', { exact: true })).toBeVisible();
  return drawer;
}

/** The checkout form, filled where the profile left it empty, and sent to the card page. */
async function checkOut(page: Page, drawer: ReturnType<Page['getByRole']>) {
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(drawer.getByLabel('Full Name')).toHaveValue('Mona Hassan');
  await expect(drawer.getByLabel('Phone Number')).toHaveValue('+201001234567');
  await drawer.getByLabel('Street Address').fill('90th Street');
  await drawer.getByLabel('City').fill('New Cairo');
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\//);
}

async function payWithCard(page: Page, number: string, total: number) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(egp(total));
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByRole('button', { name: `Pay ${egp(total)}`, exact: true }).click();
}

test('a buyer pays for a package and a material with the test card and downloads the file (PAY-10..12, PS-10, PS-11)', async ({
  page,
  request,
}, testInfo) => {
  const items = await shopItems(request);
  await signedInBuyer(page, request, `ok${testInfo.project.name}`);
  const drawer = await fillCart(page, items);
  await checkOut(page, drawer);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingPayment'))).toMatch(/^PAY-/);
  await expectNoSeriousA11yViolations(page);
  await payWithCard(page, '5123 4567 8901 2346', items.pro.price + items.paid.price);

  await expect(page).toHaveURL(/\/payment-status\?ref=PAY-/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(items.pro.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('button', { name: /Shopping cart/ })).not.toContainText(/\d/);
  expect(await page.evaluate(() => localStorage.getItem('pendingPayment'))).toBeNull();

  await expect(page.getByRole('link', { name: 'Go To My Materials' })).toBeVisible();
  await page.goto(`/material/${items.paid.id}`);
  const download = page.getByRole('link', { name: 'Download', exact: true });
  await expect(download).toBeVisible();
  const href = await download.getAttribute('href');
  // The owner's own link: the file comes stamped for them (issue 27 §1).
  expect(href).toMatch(/\/api\/library\/[0-9a-f-]{36}\/materials\/\d+\/download\?expires=\d+&signature=/);
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
});

test('a declined card shows "Payment Failed" with "Card declined" and keeps the cart (PS-12, PS-13)', async ({
  page,
  request,
}, testInfo) => {
  const items = await shopItems(request);
  await signedInBuyer(page, request, `no${testInfo.project.name}`);
  const drawer = await fillCart(page, items);
  await checkOut(page, drawer);
  await payWithCard(page, '4000 0000 0000 0002', items.pro.price + items.paid.price);

  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Card declined')).toBeVisible();
  await expect(page.getByRole('button', { name: /Shopping cart/ })).toContainText('2');
  await expect(page.getByRole('button', { name: 'Check Again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/material/${items.paid.id}`);
  await expect(page.getByRole('button', { name: /^(Buy for|In Cart)/ })).toBeVisible();
});

test('GATE2025 takes 10% off before paying, and the card page asks for the discounted total', async ({
  page,
  request,
}, testInfo) => {
  const items = await shopItems(request);
  await signedInBuyer(page, request, `promo${testInfo.project.name}`);
  const drawer = await fillCart(page, items);
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const subtotal = items.pro.price + items.paid.price;
  const discount = Math.round(subtotal * 10) / 100;
  await drawer.getByLabel('Promo code').fill('gate2025');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByText(egp(subtotal - discount))).toBeVisible();
  await drawer.getByLabel('Street Address').fill('90th Street');
  await drawer.getByLabel('City').fill('New Cairo');
  await drawer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(egp(subtotal - discount));
});

test('issue 23 §7: Back from the card page, before or after paying, never strands the buyer', async ({
  page,
  request,
}, testInfo) => {
  const items = await shopItems(request);
  await signedInBuyer(page, request, `back${testInfo.project.name}`);
  const drawer = await fillCart(page, items);
  await checkOut(page, drawer);
  const cardPage = page.url();

  // Back before paying: the shop again, the cart as it was, nothing claims a payment.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/paymob-sandbox\//);
  await expect(page.getByRole('button', { name: /Shopping cart/ })).toContainText('2');
  await expect(page.getByText(/Payment (completed|Successful)/i)).toHaveCount(0);

  // Back after paying: the provider's page says the payment is done and leads back to the shop.
  await page.goto(cardPage);
  await payWithCard(page, '5123 4567 8901 2346', items.pro.price + items.paid.price);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\//);
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to The Gate' }).click();
  await expect(page).toHaveURL(/\/payment-status\?ref=PAY-/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To My Materials' })).toBeVisible();
});

/** On how many lines `text` lies inside `container`: 1 when it does not break. */
function linesOf(container: ReturnType<Page['getByRole']>, text: string) {
  return container.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const start = nodes
      .map((node) => node.data)
      .join('')
      .indexOf(wanted);
    if (start < 0) return 0;
    const end = start + wanted.length;
    const range = document.createRange();
    let offset = 0;
    for (const node of nodes) {
      const next = offset + node.data.length;
      if (start >= offset && start < next) range.setStart(node, start - offset);
      if (end > offset && end <= next) range.setEnd(node, end - offset);
      offset = next;
    }
    const tops = Array.from(range.getClientRects())
      .filter((rect) => rect.width > 0)
      .map((rect) => Math.round(rect.top));
    return new Set(tops).size;
  }, text);
}

test('issue 23 §7: no amount breaks across lines, in the order summary nor on the result page', async ({
  page,
  request,
}, testInfo) => {
  const items = await shopItems(request);
  await signedInBuyer(page, request, `wrap${testInfo.project.name}`);
  const drawer = await fillCart(page, items);
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const subtotal = items.pro.price + items.paid.price;
  const discount = Math.round(subtotal * 10) / 100;
  const total = Math.round((subtotal - discount) * 100) / 100;
  await drawer.getByLabel('Promo code').fill('gate2025');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  const summary = drawer.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(`GATE2025 (−${egp(discount)})`);
  for (const amount of [`(−${egp(discount)})`, egp(subtotal), egp(total)]) {
    expect(await linesOf(summary, amount), amount).toBe(1);
  }
  await drawer.getByLabel('Street Address').fill('90th Street');
  await drawer.getByLabel('City').fill('New Cairo');
  await drawer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payWithCard(page, '5123 4567 8901 2346', total);

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText(`GATE2025 (−${egp(discount)})`);
  for (const amount of [`(−${egp(discount)})`, egp(subtotal), egp(total), egp(items.paid.price)]) {
    expect(await linesOf(details, amount), amount).toBe(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
