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
