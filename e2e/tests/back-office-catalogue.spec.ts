import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInToBackOffice } from '../support/back-office';
import { buyThroughSandbox, signedInBuyer } from '../support/buyer';
import { OWNER } from '../support/env';
import { expect, test } from '../support/fixtures';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const WORKSHEET = path.join(fixtures, 'worksheet.pdf');
const COVER = path.join(fixtures, 'cover.png');

test('the owner creates a material, uploads its PDF and cover, publishes it; a customer finds it, buys it through the sandbox and downloads it (issue 24 §2, §3, §6)', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Persuasive writing practice ${testInfo.project.name} ${Date.now().toString(36)}`;

  await signInToBackOffice(page, OWNER.email, OWNER.password, '/admin/catalogue');
  await expect(page.getByRole('heading', { name: 'Materials', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New material' }).click();
  await expect(page.getByRole('heading', { name: 'New material', level: 1 })).toBeVisible();

  // A mistake first: no title. The form says so and keeps what was typed.
  await page
    .getByRole('textbox', { name: 'Brief description (optional)' })
    .fill('Ten persuasive writing tasks with a model answer.');
  await page.getByLabel('Price (EGP)').fill('45');
  await page.getByRole('button', { name: 'Create material' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Brief description (optional)' })).toHaveValue(
    'Ten persuasive writing tasks with a model answer.',
  );

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('<p>Ten tasks, each with a <strong>model answer</strong>.</p>');
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Year (optional)' }).selectOption('Year 6');
  await page.getByRole('button', { name: 'Create material' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/materials\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // A draft is not in the shop yet.
  expect((await request.get(`/api/materials/${id}`)).status()).toBe(404);

  await page.getByLabel('Cover picture').setInputFiles(COVER);
  await expect(page.getByText('The new cover is saved.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', /cover-/);
  await page.getByLabel('PDF file').setInputFiles(WORKSHEET);
  await expect(page.getByText('PDF uploaded: 5 pages.')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published.')).toBeVisible();

  // The shop: the customer finds it in /materials, with the cover and the page count from the upload.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  const customer = await signedInBuyer(page, request, `bo${testInfo.project.name}`);
  await page.goto(`/materials?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img')).toHaveAttribute('src', /\/files\/materials\/\d+\/cover-/);
  const shown = (await (await request.get(`/api/materials/${id}`)).json()) as { pages: number; price: number };
  expect(shown).toMatchObject({ pages: 5, price: 45 });

  await buyThroughSandbox(request, customer.token, [{ itemType: 'Material', itemId: id, quantity: 1 }]);
  await page.goto('/my-materials');
  const owned = page.getByRole('article', { name: title });
  await expect(owned).toBeVisible();
  const download = owned.getByRole('link', { name: `Download: ${title}` });
  const file = await request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  // The file the owner uploaded, stamped for this customer (issue 27 §1): its pages and title, and their name.
  const [served, uploaded] = await Promise.all([
    PDFDocument.load(await file.body(), { updateMetadata: false }),
    PDFDocument.load(readFileSync(WORKSHEET), { updateMetadata: false }),
  ]);
  expect(served.getPageCount()).toBe(uploaded.getPageCount());
  expect(served.getTitle()).toBe(uploaded.getTitle());
  expect(served.getSubject()).toContain(`Licensed to Mona Hassan · ${customer.email} · `);
});
