import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { registeredBuyer, shopItems } from '../support/buyer';
import { expect, test } from '../support/fixtures';

/**
 * Issue 26: the shop in Arabic. The landing pages' Arabic twins arrive rendered in Arabic, right to
 * left, linked to their English twins; the English pages stay as they were.
 */

test.describe('the Arabic pages as the server sends them (issue 26 §1, §4)', () => {
  test('every landing page’s twin is Arabic, right to left, rendered on the server, with both hreflang links', async ({
    request,
  }) => {
    const { paid } = await shopItems(request);
    for (const path of ['/ar', '/ar/materials', `/ar/material/${paid.id}`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(html, path).toMatch(/<html lang="ar" dir="rtl">/);
      // The navigation, rendered on the server in Arabic.
      expect(html, path).toContain('الرئيسية');
      expect(html, path).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+"/);
      expect(html, path).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]+\/ar[^"]*"/);
      expect(html, path).toMatch(/<link rel="alternate" hreflang="x-default"/);
      // Arabic type, preloaded on Arabic pages.
      expect(html, path).toMatch(
        /<link rel="preload" as="font" type="font\/woff2" crossorigin="" href="\/ar\/assets\/cairo-arabic/,
      );
    }
    const english = await (await request.get('/materials')).text();
    expect(english).toMatch(/<html lang="en">/);
    expect(english).not.toContain('as="font"');
  });
});

/** A catalogue of the Arabic build, read as the app reads it. */
const arabic = (folder: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../web/src/${folder}/locales/ar.json`), 'utf8'));
const auth = arabic('features/auth');
const cart = arabic('features/cart/drawer');
const checkout = arabic('features/payments');
const library = arabic('features/library');
const layout = arabic('app/layout');

/** What a reader sees of a price: Intl's direction marks dropped, its no-break space a space. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

/** No element of the page reaches past the window's edges (issue 26 Tests). */
async function expectNothingWider(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a parent browses in Arabic, pays with the sandbox card and opens the library (issue 26 Tests)', async ({
  page,
  request,
}, testInfo) => {
  const { paid } = await shopItems(request);
  const parent = await registeredBuyer(request, `ar${testInfo.project.name}`, 'ar');

  // Signing in, in Arabic.
  await page.goto('/ar/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(auth.usernameOrEmail!).fill(parent.username);
  await page.getByLabel(new RegExp(`^${auth.password}`)).fill(parent.password);
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await page.getByRole('button', { name: auth.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/digital-books$/);
  await reloaded;
  await expectNoSeriousA11yViolations(page);

  // Browsing: the catalogue, then the material, in Arabic.
  await page.goto('/ar/materials');
  await expect(page.getByRole('navigation', { name: layout.mainNavigation })).toBeVisible();
  await expectNothingWider(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/ar/material/${paid.id}`);
  await expect(page.getByRole('heading', { level: 1, name: paid.title })).toBeVisible();
  await expectNothingWider(page);
  const buy = page.getByRole('button', { name: /^اشترِ بـ/ });
  expect(visible((await buy.textContent()) ?? '')).toContain(`${paid.price.toFixed(2)} ج.م.`);
  await buy.click();

  // The cart drawer, in Arabic, then the checkout form.
  const drawer = page.getByRole('dialog', { name: new RegExp(cart.shoppingCart!) });
  await expect(drawer).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: cart.proceedToCheckout, exact: true }).click();
  await expect(drawer.getByLabel(checkout.fullName!)).toHaveValue('Mona Hassan');
  await drawer.getByLabel(checkout.streetAddress!).fill('90th Street');
  await drawer.getByLabel(checkout.city!).fill('New Cairo');
  await drawer.getByRole('button', { name: checkout.proceedToPayment, exact: true }).click();

  // The sandbox's card page speaks Arabic too; the amount is the server's, whatever the language.
  await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNothingWider(page);
  await page.getByLabel('رقم البطاقة').fill('5123 4567 8901 2346');
  await page.getByLabel('تاريخ الانتهاء (MM/YY)').fill('01/39');
  await page.getByLabel('رمز CVV').fill('123');
  await page.getByLabel('الاسم على البطاقة').fill('Test Account');
  const cardForm = page.locator('form').filter({ has: page.getByLabel('رقم البطاقة') });
  const pay = cardForm.getByRole('button', { name: /^ادفع/ });
  expect(visible((await pay.textContent()) ?? '')).toContain(`${paid.price.toFixed(2)} ج.م.`);
  await pay.click();

  // Back on the Arabic result page, then the library.
  await expect(page).toHaveURL(/\/ar\/payment-status\?ref=PAY-/);
  await expect(page.getByRole('heading', { name: checkout.completedTitle })).toBeVisible();
  await expectNothingWider(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: checkout.goToMyMaterials }).click();
  await expect(page).toHaveURL(/\/ar\/my-materials/);
  await expect(page.getByRole('heading', { level: 1, name: library.pageTitle })).toBeVisible();
  await expect(page.getByText(paid.title).first()).toBeVisible();
  await expectNothingWider(page);
  await expectNoSeriousA11yViolations(page);

  // The switch leads to the same page in English.
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/my-materials$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
