import { PDFDocument } from 'pdf-lib';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { registeredBuyer, shopItems, signedInBuyer } from '../support/buyer';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

const egp = (value: number) =>
  `EGP ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Nothing wider than the screen (a phone at 360 px too). */
const fitsTheScreen = () => document.documentElement.scrollWidth <= window.innerWidth;

/**
 * Issue 27 §5: a teacher buys 3 seats of a paid material with the sandbox's test card, opens My
 * Licences and invites two colleagues; one colleague, in a browser of their own, follows the
 * invitation mail's link, signs in, accepts, and downloads the material from My Materials.
 */
test('a teacher buys 3 seats, invites two colleagues, and one accepts and downloads the material (issue 27 §5)', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { paid } = await shopItems(request);
  const tag = testInfo.project.name;
  const teacher = await signedInBuyer(page, request, `lic${tag}`);
  const [colleague, other] = await Promise.all([
    registeredBuyer(request, `colleague${tag}`, 'en', { firstName: 'Nour', lastName: 'عادل' }),
    registeredBuyer(request, `other${tag}`),
  ]);

  // Three seats in the cart: the line says whose they are, at price × 3.
  await page.goto(`/material/${paid.id}`);
  await page.getByRole('button', { name: /^Buy for/ }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  const increase = drawer.getByRole('button', { name: `Increase quantity of ${paid.title}` });
  await increase.click();
  await increase.click();
  await expect(drawer.getByText('3 seats: you and 2 people you invite')).toBeVisible();
  await expect(drawer.getByText(egp(paid.price * 3)).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const summary = drawer.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('3 seats: you and 2 people you invite')).toBeVisible();
  await drawer.getByLabel('Street Address').fill('90th Street');
  await drawer.getByLabel('City').fill('New Cairo');
  await drawer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\//);
  await page.getByLabel('Card number').fill('5123 4567 8901 2346');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByRole('button', { name: `Pay ${egp(paid.price * 3)}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('ref');

  // My Licences, from the account menu.
  const opener = page.getByRole('button', { name: 'Open menu' });
  if (await opener.isVisible()) {
    await opener.click();
    await page.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'My Licences' }).click();
  } else {
    await page.getByRole('button', { name: /Account menu for Mona Hassan/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'My Licences' }).click();
  }
  await expect(page).toHaveURL(/\/my-licences$/);
  await expect(page).toHaveTitle('My Licences | The Gate');
  const licence = page.getByRole('article', { name: new RegExp(`Purchase ${reference}`) });
  const mine = await request.get('/api/licences', { headers: { authorization: `Bearer ${teacher.token}` } });
  const licenceId = ((await mine.json()) as { id: number }[])[0]?.id;
  expect(licenceId).toBeDefined();
  await expect(licence.getByRole('heading', { name: paid.title })).toBeVisible();
  await expect(licence.getByText('1 of 3 seats used')).toBeVisible();
  const holders = licence.getByRole('list', { name: 'Seat holders' });
  await expect(holders.getByRole('listitem')).toHaveText([new RegExp(`^${teacher.email}ActiveYou$`)]);

  // Two colleagues invited: each address sent, the field cleared, a toast, the seat Invited.
  const email = licence.getByRole('textbox', { name: /E-mail address/ });
  for (const person of [colleague, other]) {
    await email.fill(person.email);
    await licence.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${person.email}.`)).toBeVisible();
    await expect(holders.getByRole('listitem').filter({ hasText: person.email })).toContainText('Invited');
  }
  await expect(licence.getByText('3 of 3 seats used')).toBeVisible();
  await licence.getByRole('button', { name: `Resend the invitation to ${other.email}` }).click();
  await expect(page.getByText(`Invitation sent again to ${other.email}.`)).toBeVisible();
  await expect(licence.getByText('Every seat is taken. Add seats, or remove someone to free one.')).toBeVisible();
  await expect(email).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(fitsTheScreen)).toBe(true);

  // The colleague, in a browser of their own, follows the mail's link and signs in on the way.
  const mail = await waitForMail(colleague.email, /You have been given a seat/);
  const link = /https?:\/\/\S+\/licence-invitations/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const theirs = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const them = await theirs.newPage();
    await them.goto(new URL(link!).pathname);
    await them.getByRole('link', { name: 'Go to Login' }).click();
    await them.getByLabel('Username or Email').fill(colleague.email);
    await them.getByLabel(/^Password/).fill(colleague.password);
    await them.getByRole('button', { name: 'Sign in' }).click();
    await expect(them).toHaveURL(/\/licence-invitations$/);
    const invitation = them.getByRole('article', { name: `Mona Hassan gave you a seat of ${paid.title}` });
    await expect(invitation).toBeVisible();
    await expectNoSeriousA11yViolations(them);
    expect(await them.evaluate(fitsTheScreen)).toBe(true);
    await invitation.getByRole('button', { name: `Accept the seat of ${paid.title}` }).click();
    await expect(them.getByText(`The seat of ${paid.title} is yours now.`)).toBeVisible();
    await them.getByRole('link', { name: 'Open My Materials' }).click();

    await expect(them).toHaveURL(/\/my-materials$/);
    const card = them.getByRole('article', { name: paid.title });
    await expect(card).toBeVisible();
    const download = card.getByRole('link', { name: `Download: ${paid.title}` });
    const file = await request.get((await download.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    // Stamped for the colleague (issue 27 §1): their own name (the Arabic part kept) and e-mail, whose licence it is.
    const stamped = await PDFDocument.load(await file.body(), { updateMetadata: false });
    expect(stamped.getSubject()).toBe(
      `Licensed to Nour عادل · ${colleague.email} · ${reference} · Licence ${licenceId} licensed via Mona Hassan · thegate`,
    );
  } finally {
    await theirs.close();
  }

  // Back with the teacher: the colleague's seat is Active now.
  await page.reload();
  await expect(holders.getByRole('listitem').filter({ hasText: colleague.email })).toContainText('Active');
  await expect(holders.getByRole('listitem').filter({ hasText: other.email })).toContainText('Invited');
});
