import { expectNoSeriousA11yViolations } from '../support/axe';
import { showSections, signInToBackOffice } from '../support/back-office';
import { signedInBuyer } from '../support/buyer';
import { OWNER } from '../support/env';
import { expect, test } from '../support/fixtures';

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

  await showSections(page);
  await page.getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'staff.role.set' }).filter({ hasText: OWNER.email });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first()).toContainText('editor');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInToBackOffice(page, customer.username, 'Reading#2026');
  // An editor may not manage staff: the staff page is not theirs, and neither is the audit log.
  await showSections(page);
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Materials', exact: true })).toBeVisible();
});

test('the sections fit a phone behind a Menu button that marks the current page and closes on a choice; a desktop keeps its column (issue 24 §6)', async ({
  page,
}, testInfo) => {
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const menu = nav.getByRole('button', { name: /^Menu/ });
  const audit = nav.getByRole('link', { name: 'Audit log' });
  // Never wider than the screen: the strip that scrolled sideways is gone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  if (testInfo.project.name === 'desktop') {
    await expect(menu).toBeHidden();
    await expect(audit).toBeVisible();
    await audit.click();
    await expect(audit).toHaveAttribute('aria-current', 'page');
    return;
  }
  await expect(menu).toHaveAccessibleName('Menu · Staff');
  await expect(audit).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  // Escape closes it and gives the keyboard back to the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(audit).toBeHidden();
  await expect(menu).toBeFocused();
  // By keyboard: open, go to the audit log; the list closes once there.
  await page.keyboard.press('Enter');
  await audit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(audit).toBeHidden();
  await expect(menu).toHaveAccessibleName('Menu · Audit log');
  // "system" stays one word in the Who column (it used to break as "syste m").
  const who = page.getByRole('cell', { name: 'system', exact: true }).first();
  if (await who.count()) {
    const box = await who.locator('span').boundingBox();
    expect(box!.height).toBeLessThan(30);
  }
});

test('taxonomies: the owner adds, renames and deletes a material type, and a category cannot go under its own subcategory (issue 24 §6)', async ({
  page,
}) => {
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await page.goto('/admin/catalogue/taxonomies');
  const add = page.getByRole('form', { name: 'Add a material type' });
  await add.getByLabel('Name').fill('Flashcards e2e');
  await add.getByRole('button', { name: 'Add type' }).click();
  await expect(page.getByText('Added the material type "Flashcards e2e".')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Flashcards e2e' }).click();
  const edit = page.getByRole('form', { name: 'Edit Flashcards e2e' });
  await edit.getByLabel('Description').fill('Cards for new words');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved the material type "Flashcards e2e".')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Flashcards e2e' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted the material type "Flashcards e2e".')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Flashcards e2e' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Categories' }).click();
  const table = page.getByRole('table', { name: 'Categories' });
  // Year 5 sits under Student Resources in the demo catalogue.
  await table.getByRole('button', { name: 'Edit Student Resources' }).click();
  const form = page.getByRole('form', { name: 'Edit Student Resources' });
  await form.getByLabel('Parent').selectOption({ label: 'Year 5' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'cannot be moved under itself or under one of its own subcategories',
  );
  await expect(form.getByLabel('Parent')).toHaveValue(/\d+/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
