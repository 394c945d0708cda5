import { expect, type Page } from '@playwright/test';

/**
 * Signs in on the shop's sign-in page, reached from the back office's `path`, and comes back to the
 * back office (issue 24 §1: staff sign in through the same sign-in).
 */
export async function signInToBackOffice(page: Page, who: string, password: string, path = '/admin/staff') {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirecturl') === path);
  await page.getByLabel('Username or Email').fill(who);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/, { timeout: 10_000 });
}

/**
 * Opens the back office's sections where they are behind the Menu button (a phone, issue 24 §6);
 * on a desktop they are always shown and the button is not.
 */
export async function showSections(page: Page) {
  const menu = page.getByRole('button', { name: /^Menu/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}
