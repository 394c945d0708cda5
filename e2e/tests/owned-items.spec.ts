import { expectNoSeriousA11yViolations } from '../support/axe';
import { buyThroughSandbox, shopItems, signedInBuyer } from '../support/buyer';
import { expect, test } from '../support/fixtures';

test('a bought package is "In your library" with Open, and a stale cart line of it is marked and refused at checkout (issue 22 §7)', async ({
  page,
  request,
}, testInfo) => {
  const { pro } = await shopItems(request);
  const buyer = await signedInBuyer(page, request, `own${testInfo.project.name}`);

  // In the cart before it is bought elsewhere (another tab, another device): the line goes stale.
  await page.goto(`/packages/year-6/${pro.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer.getByRole('heading', { name: pro.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await buyThroughSandbox(request, buyer.token, [{ itemType: 'MaterialGroup', itemId: pro.id, quantity: 1 }]);

  await page.reload();
  const open = page.getByRole('link', { name: 'Open', exact: true });
  await expect(open).toBeVisible();
  await expect(open).toHaveAccessibleDescription('In your library');
  await expect(page.getByRole('button', { name: /Add to Cart|Added to Cart/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /^Shopping cart/ }).click();
  const line = drawer.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pro.name }) });
  await expect(line.getByText('Already in your library')).toBeVisible();
  await expect(line.getByRole('button', { name: `Remove from cart: ${pro.name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Proceeding anyway: the server refuses it by name, and what was typed stays.
  const refusal = `"${pro.name}" is already in your library.`;
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(drawer.getByRole('region', { name: 'Order Summary' }).getByRole('alert')).toHaveText(refusal);
  await drawer.getByLabel('Street Address').fill('90th Street');
  await drawer.getByLabel('City').fill('New Cairo');
  await drawer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(drawer.getByRole('alert').filter({ hasText: 'Payment Error' })).toContainText(refusal);
  await expect(drawer.getByLabel('Street Address')).toHaveValue('90th Street');
  await expect(drawer.getByLabel('City')).toHaveValue('New Cairo');
  await expect(page).toHaveURL(new RegExp(`/packages/year-6/${pro.id}$`));

  // Back in the list, the marked line is removed from where it is marked.
  await drawer.getByRole('button', { name: 'Back to cart' }).click();
  await line.getByRole('button', { name: `Remove from cart: ${pro.name}` }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();

  await page.keyboard.press('Escape');
  await open.click();
  await expect(page).toHaveURL(/\/my-materials$/);
});
