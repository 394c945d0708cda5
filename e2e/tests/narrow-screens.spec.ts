import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 23 §7: what a newcomer found wider than a 360 px phone. Each journey runs at the project's
 * viewport (the phone project is 360 x 740) and asserts the page never scrolls sideways.
 */

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The whole box of `locator` lies inside the viewport, left to right. */
async function expectWithinViewport(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box or no viewport');
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(viewport.width);
}

test('issue 23 §7: the date-of-birth panel fits the screen, every choice and Done in view and usable (REG-25)', async ({
  page,
}, testInfo) => {
  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Teacher' }).check();
  await page.getByLabel('Username').fill(`dob.${testInfo.project.name}${Date.now().toString(36)}`);
  await page.getByLabel('Email address').fill(`dob.${testInfo.project.name}${Date.now().toString(36)}@example.com`);
  await page.getByLabel(/^Password/).fill('Reading#2026');
  await page.getByLabel('Confirm password').fill('Reading#2026');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: /Date of birth/ }).click();
  const panel = page.getByRole('group', { name: 'Choose your date of birth' });
  await expect(panel).toBeVisible();
  const viewport = page.viewportSize()!;
  await expectWithinViewport(page, panel);
  for (const part of ['Year', 'Month', 'Day']) await expectWithinViewport(page, page.getByLabel(part, { exact: true }));
  const done = page.getByRole('button', { name: 'Done' });
  await expectWithinViewport(page, done);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
  // 350 px wherever there is room for it (REG-25).
  if (viewport.width >= 640) expect((await panel.boundingBox())?.width).toBe(350);

  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Month').selectOption('9');
  await page.getByLabel('Day').selectOption('17');
  await done.click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: /Date of birth/ })).toContainText('17 September 1990');
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
});

test('issue 23 §7: a 300-character search with no results wraps in the message instead of widening the page', async ({
  page,
}) => {
  const term = 'longword'.repeat(38).slice(0, 300);
  await page.goto('/digital-books');
  await page.getByRole('searchbox', { name: /Search/ }).fill(term);
  const empty = page.getByRole('status').filter({ hasText: 'No books found' });
  await expect(empty).toContainText(`No books match your search for "${term}"`);
  await expectWithinViewport(page, empty);
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The other searches that end in "no results" (materials, exams, teacher courses, distributors).
  for (const [path, message] of [
    [`/materials?q=${term.slice(0, 200)}`, 'No materials found matching your search.'],
    [`/the-gate-exams?search=${term}`, 'No exams found'],
    [`/teacher-courses?search=${term}`, 'No courses found matching your search.'],
    [`/distributors?search=${term}`, 'Try adjusting your search or filters'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(message)).toBeVisible();
    expect(await pageWidth(page), path).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});
