import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test('the home page shows the navigation bar and footer (NAV-04, FTR-01)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Your Cambridge Checkpoint English Hub — Learn, Teach, Succeed')).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByText(String(new Date().getFullYear()), { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown path shows the not-found page inside the layout (NF-01..NF-04)', async ({ page }) => {
  // Issue 23 §7: answered 404, with its own title, so search engines drop it.
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | The Gate');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the bar turns white past 10 px of scroll and back (NAV-02, NAV-03)', async ({ page }) => {
  await page.goto('/materials');
  const bar = page.getByRole('banner');
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
});

test('a route change scrolls back to the top (GLB-01)', async ({ page }) => {
  await page.goto('/materials');
  await page.getByRole('article').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('link', { name: /^View Details/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/material\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
