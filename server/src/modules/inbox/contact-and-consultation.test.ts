import { CONSULTATION_REQUEST_SENT, CONTACT_MESSAGE_SENT, FORM_RATE_LIMITED } from '@the-gate/contract/inbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMail, readOutbox, waitForMail } from '../../../test/accounts';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { consultationRequests, contactMessages } from './schema';

const OWNER = 'owner@school.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { CONTACT_TO: OWNER } });
});
afterAll(() => t?.close());

/** Each request from its own address unless told otherwise, so only the limit tests meet the limit. */
let address = 0;
const nextAddress = () => `10.11.0.${++address}`;

async function post(url: string, body: unknown, ip = nextAddress()) {
  const response = await t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
  return { status: response.statusCode, body: json<Record<string, unknown>>(response) };
}

/** The decoded HTML alternative of a mail: what a mail program renders. */
const htmlPart = (mail: OutboxMail) => mail.text.slice(mail.text.indexOf('Content-Type: text/html'));

/** The mail's header lines as written, each folded header on one line. */
const headersOf = (mail: OutboxMail) =>
  mail.raw
    .slice(0, mail.raw.indexOf('\n\n'))
    .replace(/\n[ \t]+/g, ' ')
    .split('\n');
const headerOf = (mail: OutboxMail, name: string) =>
  headersOf(mail)
    .find((line) => line.startsWith(`${name}: `))
    ?.slice(name.length + 2);

/** An address with a line break and a header after it: what a header injection sends. */
const INJECTED_EMAILS = [
  'sara@example.com\r\nBcc: evil@example.com',
  'sara@example.com\nBcc: evil@example.com',
  'sara@example.com\rBcc: evil@example.com',
  'sara@example.com\r\n\r\nInjected body',
];

/** Sends each injected address, expects each refused, then proves no mail got another header. */
async function expectInjectionsRefused(url: string, form: (email: string) => object, marker: string) {
  for (const email of INJECTED_EMAILS) {
    expect(await post(url, form(email)), JSON.stringify(email)).toEqual({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
  }
  await post(url, form('after@example.com'));
  await waitForMail(t.dataDir, (m) => m.text.includes('after@example.com') && m.text.includes(marker));
  const outbox = await readOutbox(t.dataDir);
  expect(outbox.filter((m) => /evil@example\.com|Injected body/.test(m.raw))).toEqual([]);
  expect(outbox.flatMap(headersOf).filter((line) => /^(Bcc|Cc):/i.test(line))).toEqual([]);
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Ahmed',
  email: 'sara@example.com',
  subject: 'Year 7 practice sheets',
  message: 'Do you have answer keys?',
  ...overrides,
});

const consultation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Omar Khaled',
  email: 'omar@school.example',
  schoolName: 'New Cairo British School',
  phone: '010 0123 4567',
  message: 'We would like training for six teachers.',
  ...overrides,
});

describe('POST /api/contact-messages', () => {
  it('stores the message trimmed, with the sender’s address, and answers 201 with the FAQ’s promise', async () => {
    const sent = await post(
      '/api/contact-messages',
      contact({ name: '  Mona  ', subject: ' Invoices ', message: '\n Line one\nLine two \n' }),
      '10.11.1.1',
    );
    expect(sent).toEqual({ status: 201, body: { success: true, message: CONTACT_MESSAGE_SENT } });
    expect(CONTACT_MESSAGE_SENT).toBe('Thank you, we will reply within 24-48 business hours.');
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Invoices'));
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        name: 'Mona',
        email: 'sara@example.com',
        subject: 'Invoices',
        message: 'Line one\nLine two',
        ip: '10.11.1.1',
        createdAt: expect.any(Date),
        // Issue 25 §6: every message arrives New, handled by nobody.
        status: 'new',
        handledAt: null,
        handledBy: null,
      },
    ]);
  });

  it('mails the message to CONTACT_TO with every field, the HTML part escaped', async () => {
    const message = 'Hello <script>alert("x")</script> & bye';
    const sent = await post(
      '/api/contact-messages',
      contact({ name: 'Nour <b>Ali</b>', subject: 'Script test', message: `${message}\nSecond line` }),
    );
    expect(sent.status).toBe(201);
    const mail = await waitForMail(t.dataDir, (m) => m.subject === 'Contact form: Script test');
    expect(mail.to).toBe(OWNER);
    expect(mail.text).toContain('Name: Nour <b>Ali</b>');
    expect(mail.text).toContain('Email: sara@example.com');
    expect(mail.text).toContain(`Message:\n${message}\nSecond line`);
    const html = htmlPart(mail);
    expect(html).toContain('Nour &lt;b&gt;Ali&lt;/b&gt;');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bye<br>Second line');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Ali');
  });

  it('mails CONTACT_TO with Reply-To the sender, so a reply reaches them and not no-reply@ (issue 23 §7)', async () => {
    expect((await post('/api/contact-messages', contact({ subject: 'Reply to me' }))).status).toBe(201);
    const mail = await waitForMail(t.dataDir, (m) => m.subject === 'Contact form: Reply to me');
    expect(headerOf(mail, 'Reply-To')).toBe('Sara Ahmed <sara@example.com>');
    expect(headerOf(mail, 'From')).toBe('The Gate <no-reply@thegate.example>');
    expect(mail.to).toBe(OWNER);
  });

  it('refuses an e-mail address with a line break, so no header can be added to the mail (issue 23 §7)', async () => {
    await expectInjectionsRefused(
      '/api/contact-messages',
      (email) => contact({ email, subject: 'Injection check' }),
      'Injection check',
    );
  });

  it('refuses a line break in a one-line field, so no "Field: value" line can be forged in the mail (issue 22 §3)', async () => {
    const forged = 'Sara\nEmail: boss@school.example\nMessage: Please refund';
    const cases: [Record<string, unknown>, string][] = [
      [{ name: forged }, 'Name must be on one line.'],
      [{ name: 'Sara\rAhmed' }, 'Name must be on one line.'],
      [{ name: 'Sara\u2028Ahmed' }, 'Name must be on one line.'],
      [{ name: 'Sara\u2029Ahmed' }, 'Name must be on one line.'],
      [{ subject: 'Two\r\nBcc: evil@example.com' }, 'Subject must be on one line.'],
    ];
    for (const [overrides, message] of cases) {
      expect(await post('/api/contact-messages', contact({ ...overrides, message: 'Forged?' })), message).toEqual({
        status: 400,
        body: { message },
      });
    }
    await post('/api/contact-messages', contact({ subject: 'After the forged ones' }));
    await waitForMail(t.dataDir, (m) => m.subject === 'Contact form: After the forged ones');
    expect((await readOutbox(t.dataDir)).filter((m) => m.text.includes('Forged?'))).toEqual([]);
  });

  it('drops a pasted line break at either end of a one-line field', async () => {
    expect((await post('/api/contact-messages', contact({ name: '\nMona\r\n', subject: 'Pasted\n' }))).status).toBe(
      201,
    );
    const mail = await waitForMail(t.dataDir, (m) => m.subject === 'Contact form: Pasted');
    expect(mail.text).toContain('Name: Mona\n');
  });

  it('refuses each missing, blank, too long or wrong field with its own message and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, 'Please enter your name'],
      [{ name: '   ' }, 'Please enter your name'],
      [{ name: 42 }, 'Please enter your name'],
      [{ name: 'n'.repeat(101) }, 'Name must be at most 100 characters long.'],
      [{ email: '' }, 'Please enter your email address'],
      [{ email: 'sara.example.com' }, 'Please enter a valid email address'],
      [{ email: `${'s'.repeat(245)}@example.com` }, 'Please enter a valid email address'],
      [{ subject: null }, 'Please enter a subject'],
      [{ subject: 's'.repeat(201) }, 'Subject must be at most 200 characters long.'],
      [{ message: ' \n ' }, 'Please enter your message'],
      [{ message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters long.'],
      [{ phone: '0100' }, 'Unknown field: phone.'],
    ];
    for (const [overrides, message] of cases) {
      expect(await post('/api/contact-messages', contact(overrides)), message).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect(await post('/api/contact-messages', [contact()])).toEqual({
      status: 400,
      body: { message: 'Please send the form as a JSON object.' },
    });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('mails nothing for a refused form', async () => {
    await post('/api/contact-messages', contact({ subject: 'Refused', email: 'nope' }));
    await post('/api/contact-messages', contact({ subject: 'Accepted after refused' }));
    await waitForMail(t.dataDir, (m) => m.subject === 'Contact form: Accepted after refused');
    expect((await readOutbox(t.dataDir)).filter((m) => m.subject === 'Contact form: Refused')).toEqual([]);
  });

  it('accepts a field at its longest', async () => {
    const longest = contact({ name: 'n'.repeat(100), subject: 'Longest', message: 'm'.repeat(5000) });
    expect((await post('/api/contact-messages', longest)).status).toBe(201);
  });

  it('refuses a body far over any form’s size with 413', async () => {
    expect(await post('/api/contact-messages', contact({ message: 'm'.repeat(100_000) }))).toEqual({
      status: 413,
      body: { message: 'The request body is too large.' },
    });
  });

  it('refuses the 6th message in an hour from one address with 429 and does not store it; other addresses go on', async () => {
    const ip = '10.11.9.9';
    for (let i = 1; i <= 5; i += 1) {
      expect((await post('/api/contact-messages', contact({ subject: `Limit ${i}` }), ip)).status).toBe(201);
    }
    expect(await post('/api/contact-messages', contact({ subject: 'Limit 6' }), ip)).toEqual({
      status: 429,
      body: { message: FORM_RATE_LIMITED },
    });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Limit 6'))).toEqual([]);
    expect((await post('/api/contact-messages', contact({ subject: 'Limit 7' }), '10.11.9.10')).status).toBe(201);
  });
});

describe('POST /api/consultation-requests', () => {
  it('stores the request trimmed, with the sender’s address, and mails it to CONTACT_TO escaped', async () => {
    const sent = await post(
      '/api/consultation-requests',
      consultation({ schoolName: '  Heliopolis <Academy>  ', phone: ' +20 100 123 4567 ' }),
      '10.11.2.1',
    );
    expect(sent).toEqual({ status: 201, body: { success: true, message: CONSULTATION_REQUEST_SENT } });
    const [row] = await t.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.schoolName, 'Heliopolis <Academy>'));
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'Omar Khaled',
      email: 'omar@school.example',
      schoolName: 'Heliopolis <Academy>',
      phone: '+20 100 123 4567',
      message: 'We would like training for six teachers.',
      ip: '10.11.2.1',
      createdAt: expect.any(Date),
      status: 'new',
      handledAt: null,
      handledBy: null,
    });
    const mail = await waitForMail(t.dataDir, (m) => m.subject === 'Consultation request: Heliopolis <Academy>');
    expect(mail.to).toBe(OWNER);
    expect(mail.text).toContain('Phone: +20 100 123 4567');
    expect(htmlPart(mail)).toContain('Heliopolis &lt;Academy&gt;');
    expect(htmlPart(mail)).not.toContain('<Academy>');
  });

  it('mails CONTACT_TO with Reply-To the school’s contact (issue 23 §7)', async () => {
    expect((await post('/api/consultation-requests', consultation({ schoolName: 'Reply School' }))).status).toBe(201);
    const mail = await waitForMail(t.dataDir, (m) => m.subject === 'Consultation request: Reply School');
    expect(headerOf(mail, 'Reply-To')).toBe('Omar Khaled <omar@school.example>');
    expect(headerOf(mail, 'From')).toBe('The Gate <no-reply@thegate.example>');
  });

  it('refuses an e-mail address with a line break, so no header can be added to the mail (issue 23 §7)', async () => {
    await expectInjectionsRefused(
      '/api/consultation-requests',
      (email) => consultation({ email, schoolName: 'Injection School' }),
      'Injection School',
    );
  });

  it('stores a missing or blank phone and message as null, and mails without them', async () => {
    const sent = await post(
      '/api/consultation-requests',
      consultation({ schoolName: 'Maadi School', phone: '  ', message: undefined }),
    );
    expect(sent.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.schoolName, 'Maadi School'));
    expect(row).toMatchObject({ phone: null, message: null });
    const mail = await waitForMail(t.dataDir, (m) => m.subject === 'Consultation request: Maadi School');
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).not.toContain('Message:');
  });

  it('refuses each wrong field with its own message and stores nothing', async () => {
    const before = (await t.db.select().from(consultationRequests)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Please enter your name'],
      [{ email: 'omar@' }, 'Please enter a valid email address'],
      [{ schoolName: undefined }, 'Please enter your school name'],
      [{ schoolName: 's'.repeat(201) }, 'School name must be at most 200 characters long.'],
      [{ phone: '0'.repeat(31) }, 'Phone number must be at most 30 characters long.'],
      [{ phone: 1001234567 }, 'Phone number must be text.'],
      // One-line fields (issue 22 §3); the message may have several lines.
      [{ schoolName: 'Maadi\nPhone: 0100' }, 'School name must be on one line.'],
      [{ phone: '0100\u2028Message: call me' }, 'Phone number must be on one line.'],
      [{ name: 'Omar\r\nEmail: x@example.com' }, 'Name must be on one line.'],
      [{ message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters long.'],
      [{ subject: 'Hello' }, 'Unknown field: subject.'],
    ];
    for (const [overrides, message] of cases) {
      expect(await post('/api/consultation-requests', consultation(overrides)), message).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect((await t.db.select().from(consultationRequests)).length).toBe(before);
  });

  it('refuses the 6th request in an hour from one address with 429', async () => {
    const ip = '10.11.9.20';
    for (let i = 1; i <= 5; i += 1)
      expect((await post('/api/consultation-requests', consultation(), ip)).status).toBe(201);
    expect(await post('/api/consultation-requests', consultation(), ip)).toEqual({
      status: 429,
      body: { message: FORM_RATE_LIMITED },
    });
  });
});

describe('the forms in the API document', () => {
  it('documents the four form endpoints with their success and failure answers', async () => {
    type Operation = { tags: string[]; responses: Record<string, unknown> };
    const spec = json<{ paths: Record<string, Record<string, Operation>> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    for (const path of [
      '/api/contact-messages',
      '/api/newsletter-subscriptions',
      '/api/notify-requests',
      '/api/consultation-requests',
    ]) {
      expect(Object.keys(spec.paths[path]?.post?.responses ?? {}), path).toEqual(['201', '400', '413', '429']);
      expect(spec.paths[path]!.post!.tags).toEqual(['forms']);
    }
  });
});
