import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test('add to cart, see the badge, keep the cart over a reload, then clear it (MAT-17, NAV-06, CART-13, CART-19, CART-11)', async ({
  page,
}) => {
  await page.goto('/materials');
  const cards = page.getByRole('article');
  const first = cards.nth(0);
  const second = cards.nth(1);
  const firstTitle = (await first.getByRole('heading').textContent()) ?? '';

  await first.getByRole('button', { name: /^Add to Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(firstTitle)).toBeVisible();
  await expect(drawer.getByText('1 item', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(first.getByRole('button', { name: /In Cart/ })).toBeDisabled();

  await second.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.keyboard.press('Escape');
  const cartButton = page.getByRole('button', { name: /Shopping cart/ });
  await expect(cartButton).toContainText('2');

  await page.reload();
  await expect(page.getByRole('button', { name: /Shopping cart/ })).toContainText('2');
  await expect(
    page
      .getByRole('article')
      .nth(0)
      .getByRole('button', { name: /In Cart/ }),
  ).toBeDisabled();

  await page.getByRole('button', { name: /Shopping cart/ }).click();
  await expect(drawer.getByText('2 items', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(drawer.getByText('Add some materials, courses, or books to get started')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Shopping cart/ })).not.toContainText('2');
});

test('paying without signing in asks the visitor to log in and sends nothing (DRW-16)', async ({ page }) => {
  const paymentCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/payments') && paymentCalls.push(request.url()));
  await page.goto('/materials');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(drawer.getByText('Please log in to complete your purchase.')).toBeVisible();
  expect(paymentCalls).toEqual([]);
});

test('a long title reads whole in the drawer, wrapping instead of being cut (issue 23)', async ({ page, request }) => {
  const materials = (await (await request.get('/api/materials?isStandalone=true')).json()) as {
    id: number;
    title: string;
  }[];
  const longest = materials.reduce((a, b) => (b.title.length > a.title.length ? b : a));
  await page.goto(`/materials?q=${encodeURIComponent(longest.title)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: longest.title }) });
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  const title = drawer.getByRole('heading', { name: longest.title });
  await expect(title).toBeVisible();
  // Cut text hides what overflows its box: the whole title fits in its box, on as many lines as it needs.
  const box = await title.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
  expect(box.scroll).toBeLessThanOrEqual(box.client);
  expect(await title.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('none');
});
