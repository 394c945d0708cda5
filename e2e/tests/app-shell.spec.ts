import { expect, test } from '@playwright/test';

test('the server serves the built app shell at the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The Gate' })).toBeVisible();
  await expect(page).toHaveTitle('The Gate');
});

test('a deep link loads the same app shell, so client routes survive a reload', async ({ page }) => {
  const response = await page.goto('/materials/year-5');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'The Gate' })).toBeVisible();
});

test('the API answers beside the app with demo data', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  const materials = await request.get('/api/materials');
  expect(((await materials.json()) as unknown[]).length).toBeGreaterThanOrEqual(60);
});
