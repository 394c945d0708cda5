import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

const PASSWORD = 'Reading#2026';

/** A fresh account per journey and project, so runs never collide. */
function newPerson(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `sara.${id}`, email: `sara.${id}@example.com`, firstName: 'Sara', lastName: 'Ahmed' };
}

async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Step 1: Account Information
  await page.getByRole('radio', { name: 'Teacher' }).check();
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Personal Information
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByRole('button', { name: /Date of birth/ }).click();
  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Month').selectOption({ index: 5 });
  await page.getByLabel('Day').selectOption('17');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Mobile number').fill('01001234567');
  await page.getByRole('combobox', { name: /Country/ }).fill('egy');
  await page.getByRole('option', { name: 'Egypt' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Preferences
  await page.getByRole('checkbox', { name: 'Teaching materials' }).check();
  await page.getByRole('radio', { name: 'Internet search' }).check();
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await create.click();

  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText('Your account has been created', { exact: true })).toBeVisible();
  await expectToastClearOfNavigation(page);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
}

/** The success notice sits where it never covers the navigation bar (issue 12 §6). */
async function expectToastClearOfNavigation(page: Page) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your account has been created successfully' });
  await expect(toast).toBeVisible();
  const [toastBox, navBox] = await Promise.all([toast.boundingBox(), page.getByRole('banner').boundingBox()]);
  if (!toastBox || !navBox) throw new Error('The toast or the navigation bar has no box');
  expect(toastBox.y, 'the toast starts below the navigation bar').toBeGreaterThanOrEqual(navBox.y + navBox.height);
}

async function signIn(page: Page, who: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(who);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('register through all three steps, sign in, open the account menu and log out (REG-53/54, LOGIN-12/13, NAV-11, LOGOUT-01..03)', async ({
  page,
}) => {
  const person = newPerson('a');
  await register(page, person);
  await expectNoSeriousA11yViolations(page);

  await signIn(page, person.email.toUpperCase());
  await expect(page).toHaveURL(/\/digital-books$/, { timeout: 5000 });
  // The account menu is checked on a page without animations, so axe measures settled colours.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const opener = page.getByRole('button', { name: 'Open menu' });
  if (await opener.isVisible()) {
    // Phone: the account items live in the menu.
    await opener.click();
    const account = page.getByRole('region', { name: 'Your account' });
    await expect(account.getByText(`${person.firstName} ${person.lastName}`, { exact: true })).toBeVisible();
    await expect(account.getByText(person.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await account.getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('button', { name: /Account menu for Sara Ahmed/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Sara Ahmed')).toBeVisible();
    await expect(menu.getByText(person.email)).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Dashboard',
      'My Materials',
      'My Courses',
      'My Orders',
      'My Licences',
      'Profile',
      'Log out',
    ]);
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [sessionStorage.getItem('auth_token'), localStorage.getItem('auth_token')])).toEqual(
    [null, null],
  );
});

test('a wrong password shows the server message and keeps what was typed (LOGIN-14, LOGIN-15)', async ({ page }) => {
  await signIn(page, 'nobody.here@example.com', 'Wrong#pass1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await expect(page.getByLabel('Username or Email')).toHaveValue('nobody.here@example.com');
  await expectNoSeriousA11yViolations(page);
});

test('forgot password: the mailed link sets a new password that signs in (issue 4)', async ({ page }) => {
  const person = newPerson('f');
  await register(page, person);

  await page.getByRole('link', { name: /Forgot password/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(/Email/).fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists, a reset link has been sent.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMail(person.email, /Reset your password/);
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link, 'the reset link in the mail').toBeTruthy();
  await page.goto(link!);
  const newPassword = 'Writing!2027';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: /Reset password/ }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signIn(page, person.username, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await signIn(page, person.username, newPassword);
  await expect(page).toHaveURL(/\/digital-books$/, { timeout: 5000 });
});
