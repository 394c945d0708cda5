import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const countLine = /We found (\d+) materials for you/;

async function materialCount(page: import('@playwright/test').Page) {
  const text = await page.getByText(countLine).textContent();
  return Number(text?.match(countLine)?.[1]);
}

/** On a phone the filter panel is behind its own toggle (MAT-04). */
async function openFilters(page: import('@playwright/test').Page) {
  const toggle = page.getByRole('button', { name: 'Show filters' });
  if (await toggle.isVisible()) await toggle.click();
}

test('browse the catalogue and search it (MAT-01, MAT-09)', async ({ page }) => {
  await page.goto('/materials');
  await expect(page.getByText(countLine)).toBeVisible();
  const all = await materialCount(page);
  expect(all).toBeGreaterThanOrEqual(60);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search materials').fill('inference');
  await expect.poll(() => materialCount(page)).toBeLessThan(all);
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);

  await page.getByLabel('Search materials').fill('zzzz no such material');
  await expect(page.getByText('No materials found matching your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect.poll(() => materialCount(page)).toBe(all);
});

test('filter by grade and by skill, and clear them (MAT-06, MAT-07, MAT-08, MAT-12, MAT-14)', async ({ page }) => {
  await page.goto('/materials');
  await expect(page.getByText(countLine)).toBeVisible();
  const all = await materialCount(page);
  await openFilters(page);

  // Each option's name is its label and then its count, e.g. "Year 6 (12)".
  await page.getByRole('checkbox', { name: /^Year 6 \(\d+\)$/ }).click();
  await expect.poll(() => materialCount(page)).toBeLessThan(all);
  const year6 = await materialCount(page);
  await page.getByRole('checkbox', { name: /^Reading \(\d+\)$/ }).click();
  await expect.poll(() => materialCount(page)).toBeLessThan(year6);
  await expect(page.getByRole('button', { name: 'Remove filter Year 6' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Remove filter Reading' }).click();
  await expect.poll(() => materialCount(page)).toBe(year6);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect.poll(() => materialCount(page)).toBe(all);
});

test('the catalogue arrives a page at a time, and "Load more materials" appends the next (issue 12)', async ({
  page,
}) => {
  await page.goto('/materials');
  await expect(page.getByText(countLine)).toBeVisible();
  const all = await materialCount(page);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  // From the keyboard; scrolling to the button may already have loaded the page through the sentinel.
  await page.getByRole('button', { name: 'Load more materials' }).press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(Math.min(all, 48));
  expect(await materialCount(page)).toBe(all);
});

test('open a material from its card (MAT-18, MD-01, MD-05)', async ({ page }) => {
  await page.goto('/materials');
  const card = page.getByRole('article').first();
  const title = await card.getByRole('heading').textContent();
  await card.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(/\/material\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown material shows "Material Not Found" (MD-08)', async ({ page }) => {
  await page.goto('/material/987654');
  await expect(page.getByRole('heading', { name: 'Material Not Found' })).toBeVisible();
  await expect(page.getByText('The requested material could not be found.')).toBeVisible();
});

test('the year page lists the year groups with their item counts (MY-01..MY-03)', async ({ page }) => {
  await page.goto('/materials/year-5');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('link', { name: /packages/i }).first()).toHaveAttribute('href', '/packages/year-5');
  const group = page.getByRole('link', { name: /Year 5 Reading Collection/ });
  await expect(group).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await group.click();
  await expect(page).toHaveURL(/\/materials\/year-5\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Year 5 Reading Collection' })).toBeVisible();
});

test('Books & Notes opens a resource type with its materials (BN-01, TP-01, TP-02)', async ({ page }) => {
  await page.goto('/books-and-notes');
  await expect(page.getByRole('link', { name: 'Textbooks' })).toHaveAttribute('href', /\/materials\/type\/\d+$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Textbooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Textbook' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
