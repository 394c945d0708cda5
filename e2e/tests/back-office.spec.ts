import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signedInBuyer } from '../support/buyer';
import { OWNER } from '../support/env';
import { expect, test } from '../support/fixtures';

/** Signs in on the shop's sign-in page, reached from the back office, and comes back to it. */
async function signInToBackOffice(page: Page, who: string, password: string) {
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/login\?redirecturl=%2Fadmin%2Fstaff$/);
  await page.getByLabel('Username or Email').fill(who);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/, { timeout: 10_000 });
}

test('the owner gives a customer the editor role; the audit log keeps it, and the editor sees only what an editor may (issue 24 §1, §5, §6)', async ({
  page,
  request,
  context,
}) => {
  const customer = await signedInBuyer(page, request, 'staff');
  // A customer has no business in the back office.
  await page.goto('/admin');
  await expect(page.getByText('You do not have access to the back office')).toBeVisible();
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());

  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel(`Role of ${customer.email}`)).toHaveValue('editor');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'staff.role.set' }).filter({ hasText: OWNER.email });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first()).toContainText('editor');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInToBackOffice(page, customer.username, 'Reading#2026');
  // An editor may not manage staff: the staff page is not theirs, and neither is the audit log.
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Materials', exact: true })).toBeVisible();
});
