import type { APIRequestContext } from '@playwright/test';
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

/** The stored cart's key (CART_STORAGE_KEY in contract/cart.ts), as server-render.spec.ts reads it. */
const CART_STORAGE_KEY = 'the-gate-cart';

type Group = {
  id: number;
  name: string;
  price: number;
  materials: { id: number; title: string; price: number; isFree: boolean }[];
};

/** A package of `year` with its materials, and the first paid practice sheet in it. */
async function packageWithSheet(request: APIRequestContext, year: string, tier: string) {
  const packages = (await (await request.get(`/api/packages?year=${encodeURIComponent(year)}`)).json()) as Group[];
  const found = packages.find((p) => p.name.includes(tier))!;
  const group = (await (await request.get(`/api/material-groups/${found.id}?includeMaterials=true`)).json()) as Group;
  return { group, sheet: group.materials.find((m) => !m.isFree && m.price > 0)! };
}

test('a sheet bought inside a package is "In your library"; a sheet next to a package holding it is refused by both titles (issue 22 §7)', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await signedInBuyer(page, request, `inside${testInfo.project.name}`);
  const owned = await packageWithSheet(request, 'Year 5', 'Starter');
  await buyThroughSandbox(request, buyer.token, [{ itemType: 'MaterialGroup', itemId: owned.group.id, quantity: 1 }]);

  // Bought as part of the package, the sheet itself is not offered again: its card says so, and its
  // page offers the download that owning it gives.
  await page.goto(`/materials?q=${encodeURIComponent(owned.sheet.title)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: owned.sheet.title }) });
  await expect(card.getByRole('link', { name: /^Open/ })).toHaveAccessibleDescription('In your library');
  await expect(card.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  await page.goto(`/material/${owned.sheet.id}`);
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);

  // In one order: a sheet and a package that already holds it would sell the sheet twice.
  const basic = await packageWithSheet(request, 'Year 6', 'Basic');
  await page.evaluate(([storageKey, lines]) => localStorage.setItem(storageKey, JSON.stringify(lines)), [
    CART_STORAGE_KEY,
    [
      {
        id: basic.sheet.id,
        type: 'material',
        title: basic.sheet.title,
        price: basic.sheet.price,
        quantity: 1,
        isFree: false,
      },
      {
        id: basic.group.id,
        type: 'package',
        title: basic.group.name,
        price: basic.group.price,
        quantity: 1,
        isFree: false,
      },
    ],
  ] as const);
  await page.reload();
  await page.getByRole('button', { name: /^Shopping cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(drawer.getByRole('region', { name: 'Order Summary' }).getByRole('alert')).toHaveText(
    `"${basic.sheet.title}" is already included in "${basic.group.name}" in this cart.`,
  );
});
