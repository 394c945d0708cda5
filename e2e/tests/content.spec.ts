import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

/** Issue 11: the blog, the content pages and the forms, on a desktop and a 360 px phone. */

const NOT_FOUND = 'Oops! Page not found';

test('blog list → page 2 → an article → its category (BL-02, BL-03, BA-02, BA-04, BC-01)', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const posts = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
  await expect(posts).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: /^(Page )?2$/ }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pagination.getByRole('link', { name: /^(Page )?2$/ })).toHaveAttribute('aria-current', 'page');

  const first = posts.first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const categoryLink = page.locator('main a[href^="/blog/category/"]').first();
  const href = (await categoryLink.getAttribute('href'))!;
  await categoryLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the contact form reaches the owner: stored, mailed, and the form clears (CT-01, CT-05)', async ({
  page,
}, testInfo) => {
  const subject = `Year 6 packages question ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByText('Interactive Map Coming Soon')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Mona Hassan');
  await form.getByLabel('Email').fill('mona@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Does the Pro package include the mark schemes?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you, we will reply within 24-48 business hours.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  const mail = await waitForMail('hello@thegate.example', new RegExp(subject));
  expect(mail).toContain('Does the Pro package include the mark schemes?');
});

test('the information center copies GATE2025 and shows a check for 2 seconds (INFO-02, INFO-03)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/info');
  await expect(page.getByRole('tab', { name: 'About Us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Copy promo code GATE2025' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('GATE2025');
  await expect(page.getByTestId('copied-icon')).toBeVisible();
  await expect(page.getByTestId('copy-icon')).toBeVisible({ timeout: 4000 });
});

test('every link of the navigation bar and the footer opens a real page', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
  const hrefs = new Set<string>();
  for (const area of [page.locator('header'), page.locator('footer')]) {
    for (const href of await area
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      hrefs.add(href.split('#')[0]!);
    }
  }
  expect(hrefs.size).toBeGreaterThan(5);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByText(NOT_FOUND), href).toHaveCount(0);
  }
});

test('each content page renders, and passes axe (RT-02, RT-15..18, RT-28, RT-39, RT-44, RT-45, PH-06)', async ({
  page,
}) => {
  for (const path of [
    '/about',
    '/terms',
    '/privacy',
    '/distributors',
    '/for-schools',
    '/school-curriculum',
    '/case-studies/oakridge',
    '/gallery',
    '/coming-soon',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText(NOT_FOUND), path).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
});

test('a product link shared on WhatsApp carries its own title and picture', async ({ request }) => {
  const [material] = (await (await request.get('/api/materials?isStandalone=true')).json()) as {
    id: number;
    title: string;
  }[];
  const html = await (await request.get(`/material/${material!.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${material!.title} | The Gate" />`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
  expect((await request.get('/material/999999')).status()).toBe(404);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
});
