import { FORM_RATE_LIMITED } from '@the-gate/contract/inbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../../../test/accounts';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { newsletterSubscriptions, notifyRequests } from './schema';

/** CONTACT_TO is left unset here: its default receives the forms, in the outbox folder. */
const DEFAULT_OWNER = 'hello@thegate.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

let address = 0;
const nextAddress = () => `10.12.0.${++address}`;

async function post(url: string, body: unknown, ip = nextAddress()) {
  const response = await t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
  return { status: response.statusCode, body: json<Record<string, unknown>>(response) };
}

const subscribe = (email: unknown, ip?: string) => post('/api/newsletter-subscriptions', { email }, ip);
const notifyMe = (body: Record<string, unknown>, ip?: string) => post('/api/notify-requests', body, ip);

const subscriptionsOf = (email: string) =>
  t.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
const notifyRequestsOf = (email: string) =>
  t.db.select().from(notifyRequests).where(sql`lower(${notifyRequests.email}) = ${email.toLowerCase()}`);
const mailsAbout = async (email: string) =>
  (await readOutbox(t.dataDir)).filter((mail) => mail.subject.toLowerCase().endsWith(`: ${email.toLowerCase()}`));

describe('POST /api/newsletter-subscriptions', () => {
  it('stores the address trimmed with the sender’s address, answers 201 and mails the default CONTACT_TO', async () => {
    expect(await subscribe('  layla@example.com ', '10.12.1.1')).toEqual({ status: 201, body: { success: true } });
    expect(await subscriptionsOf('layla@example.com')).toEqual([
      { id: expect.any(Number), email: 'layla@example.com', ip: '10.12.1.1', createdAt: expect.any(Date) },
    ]);
    const mail = await waitForMail(t.dataDir, (m) => m.subject === 'Newsletter subscription: layla@example.com');
    expect(mail.to).toBe(DEFAULT_OWNER);
    expect(mail.text).toContain('Email: layla@example.com');
    // Issue 23 §7: a reply reaches the subscriber, not no-reply@.
    expect(mail.raw).toMatch(/^Reply-To: layla@example\.com$/m);
  });

  it('stores an address once whatever its case, answers the same each time, and mails once', async () => {
    expect(await subscribe('Sara@Example.com')).toEqual({ status: 201, body: { success: true } });
    expect(await subscribe('sara@example.com')).toEqual({ status: 201, body: { success: true } });
    expect(await subscribe('SARA@EXAMPLE.COM')).toEqual({ status: 201, body: { success: true } });
    expect((await subscriptionsOf('sara@example.com')).map((row) => row.email)).toEqual(['Sara@Example.com']);
    // A later subscription's mail has landed, so a second one about Sara would have too.
    expect((await subscribe('later@example.com')).status).toBe(201);
    await waitForMail(t.dataDir, (m) => m.subject === 'Newsletter subscription: later@example.com');
    expect((await mailsAbout('sara@example.com')).map((mail) => mail.subject)).toEqual([
      'Newsletter subscription: Sara@Example.com',
    ]);
  });

  it('stores one row when the same address arrives twice at once', async () => {
    const answers = await Promise.all([subscribe('twice@example.com'), subscribe('Twice@example.com')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await subscriptionsOf('twice@example.com')).toHaveLength(1);
  });

  it('refuses a missing or wrong address and unknown fields with 400, storing nothing', async () => {
    const before = (await t.db.select().from(newsletterSubscriptions)).length;
    expect(await subscribe(undefined)).toEqual({ status: 400, body: { message: 'Please enter your email address' } });
    expect(await subscribe('  ')).toEqual({ status: 400, body: { message: 'Please enter your email address' } });
    expect(await subscribe('not an address')).toEqual({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
    expect(await post('/api/newsletter-subscriptions', { email: 'a@example.com', name: 'A' })).toEqual({
      status: 400,
      body: { message: 'Unknown field: name.' },
    });
    expect((await t.db.select().from(newsletterSubscriptions)).length).toBe(before);
  });

  it('refuses the 11th request in an hour from one address with 429, new or already subscribed', async () => {
    const ip = '10.12.9.9';
    for (let i = 1; i <= 10; i += 1) expect((await subscribe('same@example.com', ip)).status).toBe(201);
    expect(await subscribe('fresh@example.com', ip)).toEqual({ status: 429, body: { message: FORM_RATE_LIMITED } });
    expect(await subscriptionsOf('fresh@example.com')).toEqual([]);
    expect((await subscribe('fresh@example.com', '10.12.9.10')).status).toBe(201);
  });
});

describe('POST /api/notify-requests', () => {
  it('stores the address for payments by default, answers 201 and mails CONTACT_TO', async () => {
    expect(await notifyMe({ email: ' Hana@Example.com ' }, '10.12.2.1')).toEqual({
      status: 201,
      body: { success: true },
    });
    expect(await notifyRequestsOf('hana@example.com')).toEqual([
      {
        id: expect.any(Number),
        email: 'Hana@Example.com',
        topic: 'payments',
        ip: '10.12.2.1',
        createdAt: expect.any(Date),
        // Issue 25 §6: a request arrives New, handled by nobody.
        status: 'new',
        handledAt: null,
        handledBy: null,
      },
    ]);
    const mail = await waitForMail(t.dataDir, (m) => m.subject === 'Notify me (payments): Hana@Example.com');
    expect(mail.to).toBe(DEFAULT_OWNER);
    expect(mail.text).toContain('Topic: payments');
    // Issue 23 §7: a reply reaches whoever asked, not no-reply@.
    // (Nodemailer writes the domain in lower case, as it is case-insensitive.)
    expect(mail.raw).toMatch(/^Reply-To: Hana@example\.com$/m);
  });

  it('stores an address once per topic whatever its case, and mails once', async () => {
    expect((await notifyMe({ email: 'Karim@example.com', topic: 'payments' })).status).toBe(201);
    expect(await notifyMe({ email: 'karim@EXAMPLE.com' })).toEqual({ status: 201, body: { success: true } });
    expect(await notifyRequestsOf('karim@example.com')).toHaveLength(1);
    expect((await notifyMe({ email: 'after.karim@example.com' })).status).toBe(201);
    await waitForMail(t.dataDir, (m) => m.subject === 'Notify me (payments): after.karim@example.com');
    expect(await mailsAbout('karim@example.com')).toHaveLength(1);
  });

  it('refuses a wrong address, an unknown topic and unknown fields with 400, storing nothing', async () => {
    const before = (await t.db.select().from(notifyRequests)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please enter your email address'],
      [{ email: 'karim@' }, 'Please enter a valid email address'],
      [{ email: 'karim@example.com', topic: 'exams' }, 'Topic must be one of: payments.'],
      [{ email: 'karim@example.com', name: 'Karim' }, 'Unknown field: name.'],
    ];
    for (const [body, message] of cases) {
      expect(await notifyMe(body), message).toEqual({ status: 400, body: { message } });
    }
    expect((await t.db.select().from(notifyRequests)).length).toBe(before);
  });

  it('refuses the 11th request in an hour from one address with 429', async () => {
    const ip = '10.12.9.20';
    for (let i = 1; i <= 10; i += 1) expect((await notifyMe({ email: `n${i}@example.com` }, ip)).status).toBe(201);
    expect(await notifyMe({ email: 'n11@example.com' }, ip)).toEqual({
      status: 429,
      body: { message: FORM_RATE_LIMITED },
    });
    expect(await notifyRequestsOf('n11@example.com')).toEqual([]);
  });
});
