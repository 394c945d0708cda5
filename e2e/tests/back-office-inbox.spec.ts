import { expectNoSeriousA11yViolations } from '../support/axe';
import { showSections, signInToBackOffice } from '../support/back-office';
import { OWNER } from '../support/env';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

test('a visitor sends the contact form; the owner finds it in the inbox, replies by e-mail and it shows as Handled (issue 25 §6)', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  // Both projects share one server: a sender and subject of this run and project only.
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sender = `visitor-${tag}@example.com`;
  const subject = `Answer keys ${tag}`;

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Laila Farouk');
  await form.getByLabel('Email').fill(sender);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Do the Year 8 packs come with answer keys?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you, we will reply within 24-48 business hours.')).toBeVisible();

  await signInToBackOffice(page, OWNER.email, OWNER.password, '/admin/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await showSections(page);
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Inbox' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(sender);
  await page.getByRole('link', { name: subject }).click();

  await expect(page.getByRole('heading', { name: `Contact: ${subject}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Do the Year 8 packs come with answer keys?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: /^Reply/ }).fill('Yes: every pack has its answer keys at the end.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent to ${sender}.`)).toBeVisible();
  await expect(page.getByText(`Handled by ${OWNER.email}`)).toBeVisible();
  const mail = await waitForMail(sender, new RegExp(`Re: ${subject}`));
  expect(mail).toContain('Yes: every pack has its answer keys at the end.');
  expect(mail).toContain('> Do the Year 8 packs come with answer keys?');

  // In the inbox it is no longer New, and under Handled it says who.
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('handled');
  await page.getByRole('searchbox', { name: 'Search' }).fill(sender);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Handled');
  await expect(row).toContainText(`by ${OWNER.email}`);
  await expect(row).toContainText('1 reply');
  // No page-wide sideways scroll, phone included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
