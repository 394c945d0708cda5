import { type APIRequestContext, expect as apiExpect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInToBackOffice } from '../support/back-office';
import { OWNER } from '../support/env';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'Editor#E2e-2026';

/** A new account given the editor role by the owner, through the API as the Staff page does (issue 24 §1). */
async function newEditor(request: APIRequestContext, tag: string) {
  const id = `${tag}${Date.now().toString(36)}`;
  const person = {
    username: `editor.${id}`,
    email: `editor.${id}@example.com`,
    password: PASSWORD,
    role: 8,
    title: 0,
    firstName: 'Nour',
    lastName: 'Adel',
    dateOfBirth: '1988-05-04',
    gender: 1,
    mobileNumber: '01001234567',
    country: 'Egypt',
    department: '',
    serviceInterests: 1,
    referralSource: 1,
    communicationPreferences: 1,
  };
  apiExpect((await request.post('/api/auth/register', { data: person })).status()).toBe(201);
  const login = await request.post('/api/auth/login', {
    data: { userNameOrEmail: OWNER.email, password: OWNER.password },
  });
  const { token } = (await login.json()) as { token: string };
  const made = await request.put('/api/admin/staff', {
    data: { email: person.email, role: 'editor' },
    headers: { authorization: `Bearer ${token}` },
  });
  apiExpect(made.status()).toBe(200);
  return person;
}

test('an editor writes a post in the rich-text editor, publishes it, and it shows on /blog and opens (issue 25 §5)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const title = `Stories that stay ${testInfo.project.name} ${Date.now().toString(36)}`;
  const editor = await newEditor(request, testInfo.project.name);

  await signInToBackOffice(page, editor.email, PASSWORD, '/admin/blog/new');
  await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

  // The editor, by keyboard: a paragraph with bold words, then a heading from the toolbar.
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Reading every day builds ');
  const bold = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
  await page.keyboard.press('Control+B');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('confident writers');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Start small');
  await expect(content.locator('strong')).toHaveText('confident writers');

  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const address = page.getByText(/^On the blog at \/blog\//);
  await expect(address).toBeVisible();
  const slug = (await address.textContent())!.replace(/^On the blog at \/blog\/|\.$/g, '');
  // Usable at 360 px: the editor's page has no page-wide sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // The shop: on /blog at once, and the article opens with what was written.
  await page.goto('/blog');
  const link = page.getByRole('link', { name: title }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start small', level: 2 })).toBeVisible();
  await expect(page.locator('article strong', { hasText: 'confident writers' })).toBeVisible();
});
