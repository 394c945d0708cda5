import type { Page } from '@playwright/test';
import { buyThroughSandbox, shopItems, signedInBuyer } from '../support/buyer';
import { expect, test } from '../support/fixtures';

/**
 * Issue 12 §5, decision 012: the pages people land on arrive with their first view in the HTML,
 * and the app's script hydrates that HTML instead of drawing the page again. (The fixture fails a
 * journey on any error the page logs, which is how React reports HTML that does not match.)
 */

declare global {
  interface Window {
    removedElements: string[];
  }
}

/** Records every element removed from the page from the first byte on, as `tag: text`. */
async function recordRemovals(page: Page) {
  await page.addInitScript(() => {
    window.removedElements = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element)
            window.removedElements.push(`${node.tagName}: ${node.textContent?.slice(0, 40)}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

async function firstArticleSlug(page: Page): Promise<string> {
  const answer = await page.request.get('/api/blog-posts?pagination[page]=1&pagination[pageSize]=1');
  return ((await answer.json()) as { data: { attributes: { slug: string } }[] }).data[0]!.attributes.slug;
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a material page shows its title, picture, badges and price (MD-01)', async ({ page }) => {
    const { paid } = await shopItems(page.request);
    await page.goto(`/material/${paid.id}`);
    await expect(page.getByRole('heading', { level: 1, name: paid.title })).toBeVisible();
    await expect(page.getByText(`EGP ${paid.price.toFixed(2)}`).first()).toBeVisible();
    const cover = page.getByRole('img', { name: paid.title }).first();
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('/materials shows how many materials there are and the first of them (MAT-09)', async ({ page }) => {
    await page.goto('/materials');
    await expect(page.getByText(/We found \d+ materials for you/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a package lists what it includes by skill, the first open, another opening on a tap (PD-03)', async ({
    page,
  }) => {
    const { pro } = await shopItems(page.request);
    await page.goto(`/packages/year-6/${pro.id}`);
    const skills = page.getByRole('region', { name: "What's Included" }).getByRole('group');
    await expect(skills.first()).toHaveAttribute('open', '');
    await expect(skills.nth(1)).not.toHaveAttribute('open');
    await skills.nth(1).locator('summary').click();
    await expect(skills.nth(1)).toHaveAttribute('open', '');
    await expect(skills.first()).toHaveAttribute('open', '');
  });

  test('an article shows its title and its reading time (BA-02)', async ({ page }) => {
    const slug = await firstArticleSlug(page);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/min read/)).toBeVisible();
  });
});

test('the app takes over the HTML it was sent instead of drawing the page again, and it works', async ({ page }) => {
  const { paid } = await shopItems(page.request);
  await recordRemovals(page);
  await page.goto(`/material/${paid.id}`);
  const buy = page.getByRole('button', { name: `Buy for EGP ${paid.price.toFixed(2)}` });
  await buy.click();
  await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible();
  const removed = await page.evaluate(() => window.removedElements);
  expect(removed.filter((element) => /^(H1|MAIN|IMG|PICTURE):/.test(element))).toEqual([]);
});

test('the package page is taken over without drawing it again, "What\'s Included" among it (PD-03)', async ({
  page,
}) => {
  const { pro } = await shopItems(page.request);
  await recordRemovals(page);
  await page.goto(`/packages/year-6/${pro.id}`);
  await page
    .getByRole('complementary', { name: 'Buy this package' })
    .getByRole('button', { name: /Add to Cart/ })
    .click();
  await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible();
  const removed = await page.evaluate(() => window.removedElements);
  expect(removed.filter((element) => /^(H1|MAIN|DETAILS|ASIDE):/.test(element))).toEqual([]);
});

test('no rendered page runs an inline script, so the Content-Security-Policy allows all of it (issue 13 §1)', async ({
  page,
}) => {
  const { paid, pro } = await shopItems(page.request);
  const pages = [
    '/',
    '/materials',
    `/material/${paid.id}`,
    `/packages/year-6/${pro.id}`,
    `/blog/${await firstArticleSlug(page)}`,
  ];
  for (const address of pages) {
    const response = await page.request.get(address);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
    const html = await response.text();
    expect(html, address).toContain('id="server-state"');
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes]) => attributes!)
      .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes));
    expect(inline, address).toEqual([]);
  }
});

test('a filter ticked before the app runs still filters once it does (MAT-06)', async ({ page }) => {
  // Wide enough for the filters beside the results; the app's code is held back until the box is ticked.
  await page.setViewportSize({ width: 1280, height: 900 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/materials', { waitUntil: 'domcontentloaded' });
  const count = async () => Number((await page.getByText(/We found \d+ materials/).textContent())?.match(/\d+/)?.[0]);
  const all = await count();
  const year6 = page.getByRole('checkbox', { name: /^Year 6 \(\d+\)$/ });
  await year6.click();
  await expect(year6).not.toBeChecked();
  release();
  await expect(year6).toBeChecked();
  await expect.poll(count).toBeLessThan(all);
  await expect(page.getByRole('button', { name: 'Remove filter Year 6' })).toBeVisible();
});

test('a search typed before the app runs still searches once it does (MAT-01)', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/materials', { waitUntil: 'domcontentloaded' });
  const count = async () => Number((await page.getByText(/We found \d+ materials/).textContent())?.match(/\d+/)?.[0]);
  const all = await count();
  await page.getByLabel('Search materials').fill('inference');
  release();
  await expect.poll(count).toBeLessThan(all);
  await expect(page).toHaveURL(/[?&]q=inference\b/);
});

test('a stored cart is still there after a server-rendered page loads (CART-13)', async ({ page }) => {
  await page.goto('/materials');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  // The drawer opens (CART-03); closed, the bar's cart shows the line.
  await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Shopping cart/ })).toContainText('1');
  const stored = await page.evaluate(() => localStorage.getItem('the-gate-cart'));
  await page.reload();
  await expect(page.getByRole('button', { name: /Shopping cart/ })).toContainText('1');
  expect(await page.evaluate(() => localStorage.getItem('the-gate-cart'))).toBe(stored);
});

test('an owner signed in sees the page as theirs, not the signed-out HTML (MD-04)', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await signedInBuyer(page, request, `ssr${testInfo.project.name}`);
  const { paid } = await shopItems(request);
  await buyThroughSandbox(request, buyer.token, [{ itemType: 'Material', itemId: paid.id, quantity: 1 }]);
  await page.goto(`/material/${paid.id}`);
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy for/ })).toHaveCount(0);
});
