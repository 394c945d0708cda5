import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AdminMessage,
  type AdminMessageList,
  MESSAGE_NOT_FOUND,
  REPLY_BODY_REQUIRED,
  REPLY_NOT_SENT,
  REPLY_TOO_LONG,
  SUBSCRIBER_NOT_FOUND,
  type SubscriberList,
} from '@the-gate/contract/admin-inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMail, readOutbox, waitForMail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { admin, auditEntries, staffUser } from '../../../test/staff';
import { messageReplies, newsletterSubscriptions } from './schema';

// Issue 25 §6: the forms inbox and the newsletter's subscribers in the back office, through the
// public forms and the real app.

const SHOP = 'hello@shop.example';

let t: TestApp;
let manager: Awaited<ReturnType<typeof staffUser>>;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { CONTACT_TO: SHOP } });
  manager = await staffUser(t, 'manager');
});
afterAll(() => t?.close());

async function send(url: string, body: object) {
  const response = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: `10.25.6.${++address}` });
  expect(response.statusCode, response.body).toBe(201);
}

const list = async (query = '') => {
  const answer = await admin(t, 'GET', `/api/admin/messages${query}`, manager.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as AdminMessageList;
};

const findOne = async (q: string) => {
  const { items } = await list(`?q=${encodeURIComponent(q)}`);
  expect(items).toHaveLength(1);
  return items[0]!;
};

/** The decoded HTML alternative of a mail: what a mail program renders. */
const htmlPart = (mail: OutboxMail) => mail.text.slice(mail.text.indexOf('Content-Type: text/html'));
const headerOf = (mail: OutboxMail, name: string) =>
  mail.raw
    .slice(0, mail.raw.indexOf('\n\n'))
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')
    .find((line) => line.startsWith(`${name}: `))
    ?.slice(name.length + 2);

describe('the forms inbox (issue 25 §6)', () => {
  beforeAll(async () => {
    // Oldest first: the inbox lists them newest first.
    await send('/api/contact-messages', {
      name: 'Sara Ahmed',
      email: 'sara@family.example',
      subject: 'Answer keys',
      message: `Do you have answer keys for Year 7? ${'x'.repeat(200)}`,
    });
    await send('/api/consultation-requests', {
      name: 'Omar Khaled',
      email: 'omar@school.example',
      schoolName: 'Nile Academy',
      phone: '010 0123 4567',
      message: 'Training for six teachers.',
    });
    await send('/api/notify-requests', { email: 'hana@family.example', topic: 'payments' });
  });

  it('lists the messages of every kind from the public forms, newest first, with a total', async () => {
    const { items, totalCount } = await list('?q=example');
    expect(totalCount).toBe(3);
    expect(items.map((item) => item.kind)).toEqual(['notify', 'consultation', 'contact']);
    expect(items[2]).toEqual({
      kind: 'contact',
      id: expect.any(Number),
      name: 'Sara Ahmed',
      email: 'sara@family.example',
      summary: 'Answer keys',
      preview: `Do you have answer keys for Year 7? ${'x'.repeat(104)}`,
      createdAt: expect.any(String),
      status: 'new',
      handledAt: null,
      handledBy: null,
      repliesCount: 0,
    });
    expect(items[0]).toMatchObject({ name: null, email: 'hana@family.example', summary: 'payments', preview: '' });
    expect(items[1]).toMatchObject({ name: 'Omar Khaled', summary: 'Nile Academy' });
  });

  it('filters by kind, status and text, and pages with the total of the whole filter', async () => {
    expect((await list('?kind=consultation&q=example')).items.map((i) => i.summary)).toEqual(['Nile Academy']);
    expect((await list('?kind=contact&status=handled&q=Answer')).totalCount).toBe(0);
    expect((await list('?q=NILE')).items.map((i) => i.kind)).toEqual(['consultation']);
    const page2 = await list('?q=example&page=2&pageSize=2');
    expect(page2).toEqual({ items: [expect.objectContaining({ kind: 'contact' })], totalCount: 3 });
    // `%` and `_` are themselves, not wildcards.
    expect((await list('?q=%25')).totalCount).toBe(0);
  });

  it('marks a message handled by whom and when, audited, and back to new clears both', async () => {
    const row = await findOne('Nile Academy');
    const auditBefore = (await auditEntries(t)).length;
    const handled = await admin(t, 'PATCH', `/api/admin/messages/consultation/${row.id}`, manager.token, {
      status: 'handled',
    });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({
      status: 'handled',
      handledBy: manager.email,
      message: 'Training for six teachers.',
    });
    expect(Date.now() - Date.parse((handled.body as AdminMessage).handledAt!)).toBeLessThan(60_000);
    expect((await list('?status=handled&q=example')).items.map((i) => i.summary)).toEqual(['Nile Academy']);
    expect((await list('?status=new&q=example')).totalCount).toBe(2);

    // Handled again by someone else: nothing changes, nothing is audited.
    const other = await staffUser(t, 'owner');
    const again = await admin(t, 'PATCH', `/api/admin/messages/consultation/${row.id}`, other.token, {
      status: 'handled',
    });
    expect(again.body).toMatchObject({ handledBy: manager.email, handledAt: (handled.body as AdminMessage).handledAt });

    const reopened = await admin(t, 'PATCH', `/api/admin/messages/consultation/${row.id}`, manager.token, {
      status: 'new',
    });
    expect(reopened.body).toMatchObject({ status: 'new', handledAt: null, handledBy: null });
    const entries = (await auditEntries(t)).slice(auditBefore);
    expect(
      entries.map(({ actor, action, entity, entityId, after }) => ({ actor, action, entity, entityId, after })),
    ).toEqual([
      {
        actor: manager.email,
        action: 'message.status.set',
        entity: 'consultation-message',
        entityId: String(row.id),
        after: { status: 'handled' },
      },
      {
        actor: manager.email,
        action: 'message.status.set',
        entity: 'consultation-message',
        entityId: String(row.id),
        after: { status: 'new' },
      },
    ]);
  });

  it('shows one message whole, with the fields of its form', async () => {
    const row = await findOne('Nile Academy');
    const answer = await admin(t, 'GET', `/api/admin/messages/consultation/${row.id}`, manager.token);
    expect(answer).toEqual({
      status: 200,
      body: expect.objectContaining({
        kind: 'consultation',
        email: 'omar@school.example',
        message: 'Training for six teachers.',
        fields: [
          { label: 'School', value: 'Nile Academy' },
          { label: 'Phone', value: '010 0123 4567' },
        ],
        replies: [],
      }),
    });
  });

  it('replies by one mail to the sender from MAIL_FROM, quoting the message, and marks it handled', async () => {
    const row = await findOne('Answer keys');
    const auditBefore = (await auditEntries(t)).length;
    const answer = await admin(t, 'POST', `/api/admin/messages/contact/${row.id}/replies`, manager.token, {
      body: 'Yes: they are in each pack.\nBest wishes',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'handled',
      handledBy: manager.email,
      replies: [
        { subject: 'Re: Answer keys', body: 'Yes: they are in each pack.\nBest wishes', sentBy: manager.email },
      ],
    });
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.subject === 'Re: Answer keys');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe('sara@family.example');
    expect(headerOf(mail, 'From')).toBe('The Gate <no-reply@thegate.example>');
    expect(headerOf(mail, 'Reply-To')).toBe(SHOP);
    expect(mail.text).toContain('Yes: they are in each pack.\nBest wishes');
    expect(mail.text).toContain('Sara Ahmed wrote:');
    expect(mail.text).toContain('> Do you have answer keys for Year 7?');
    expect((await findOne('Answer keys')).repliesCount).toBe(1);
    const entries = (await auditEntries(t)).slice(auditBefore);
    expect(entries.map(({ actor, action, after }) => ({ actor, action, after }))).toEqual([
      { actor: manager.email, action: 'message.status.set', after: { status: 'handled' } },
      {
        actor: manager.email,
        action: 'message.reply',
        after: { replyId: expect.any(Number), to: 'sara@family.example', subject: 'Re: Answer keys' },
      },
    ]);
  });

  it('escapes hostile HTML of the message and of the reply in the mail', async () => {
    await send('/api/contact-messages', {
      name: 'Eve <b>Bold</b>',
      email: 'eve@family.example',
      subject: 'Hostile',
      message: 'Hi <script>alert("m")</script>',
    });
    const row = await findOne('Hostile');
    const answer = await admin(t, 'POST', `/api/admin/messages/contact/${row.id}/replies`, manager.token, {
      subject: 'About <img src=x onerror=alert(1)>',
      body: 'Thanks <a href="javascript:alert(1)">click</a> & bye',
    });
    expect(answer.status).toBe(201);
    const mail = await waitForMail(t.dataDir, (m) => m.to === 'eve@family.example');
    const html = htmlPart(mail);
    expect(html).toContain('Thanks &lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt; &amp; bye');
    expect(html).toContain('Hi &lt;script&gt;alert(&quot;m&quot;)&lt;/script&gt;');
    expect(html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<a href|<b>Bold|<img/);
  });

  it('answers 502 when the mail cannot be sent, and stores and marks nothing', async () => {
    await send('/api/contact-messages', {
      name: 'Mona',
      email: 'mona@family.example',
      subject: 'Mail down',
      message: 'Hello',
    });
    await waitForMail(t.dataDir, (m) => m.subject === 'Contact form: Mail down');
    const row = await findOne('Mail down');
    const auditBefore = (await auditEntries(t)).length;
    // The outbox folder replaced by a file: the mailer cannot write the mail.
    const outbox = path.join(t.dataDir, 'mail');
    await rename(outbox, `${outbox}-kept`);
    await writeFile(outbox, 'not a folder');
    try {
      const answer = await admin(t, 'POST', `/api/admin/messages/contact/${row.id}/replies`, manager.token, {
        body: 'This will not arrive.',
      });
      expect(answer).toEqual({ status: 502, body: { message: REPLY_NOT_SENT } });
    } finally {
      await rm(outbox);
      await rename(`${outbox}-kept`, outbox);
    }
    expect(await findOne('Mail down')).toMatchObject({ status: 'new', handledBy: null, repliesCount: 0 });
    expect((await auditEntries(t)).length).toBe(auditBefore);
  });

  it('refuses a bad reply, kind, status or query with 400, and an unknown message with 404', async () => {
    const row = await findOne('Answer keys');
    const replies = `/api/admin/messages/contact/${row.id}/replies`;
    const repliesBefore = (await t.db.select().from(messageReplies)).length;
    expect(await admin(t, 'POST', replies, manager.token, { body: '   ' })).toEqual({
      status: 400,
      body: { message: REPLY_BODY_REQUIRED },
    });
    expect(await admin(t, 'POST', replies, manager.token, { body: 'a'.repeat(10_001) })).toEqual({
      status: 400,
      body: { message: REPLY_TOO_LONG },
    });
    expect((await admin(t, 'POST', replies, manager.token, { body: 'a'.repeat(10_000) })).status).toBe(201);
    expect((await admin(t, 'GET', '/api/admin/messages?kind=letter', manager.token)).body).toEqual({
      message: 'The kind must be contact, consultation or notify.',
    });
    expect(await admin(t, 'PATCH', `/api/admin/messages/contact/${row.id}`, manager.token, { status: 'done' })).toEqual(
      { status: 400, body: { message: 'The status must be new or handled.' } },
    );
    expect((await admin(t, 'GET', '/api/admin/messages?sort=name', manager.token)).status).toBe(400);
    expect((await admin(t, 'GET', '/api/admin/messages/letter/1', manager.token)).status).toBe(400);
    const missing = { status: 404, body: { message: MESSAGE_NOT_FOUND } };
    expect(await admin(t, 'GET', '/api/admin/messages/notify/999999', manager.token)).toEqual(missing);
    expect(await admin(t, 'PATCH', '/api/admin/messages/notify/999999', manager.token, { status: 'handled' })).toEqual(
      missing,
    );
    expect(await admin(t, 'POST', '/api/admin/messages/notify/999999/replies', manager.token, { body: 'Hi' })).toEqual(
      missing,
    );
    expect((await t.db.select().from(messageReplies)).length).toBe(repliesBefore + 1);
  });
});

describe('the newsletter subscribers (issue 25 §6)', () => {
  beforeAll(async () => {
    await send('/api/newsletter-subscriptions', { email: 'first@readers.example' });
    await send('/api/newsletter-subscriptions', { email: 'second@readers.example' });
    // An address stored before the form checked it: its CSV cell must not become a formula.
    await t.db.insert(newsletterSubscriptions).values({ email: '=cmd@x.y', ip: '10.0.0.1' });
  });

  const subscribers = async (query = '') =>
    (await admin(t, 'GET', `/api/admin/newsletter-subscribers${query}`, manager.token))
      .body as unknown as SubscriberList;

  it('lists the subscribers newest first, searched and paged', async () => {
    const all = await subscribers();
    expect(all.totalCount).toBe(3);
    expect(all.items.map((item) => item.email)).toEqual([
      '=cmd@x.y',
      'second@readers.example',
      'first@readers.example',
    ]);
    expect(all.items[0]).toEqual({ id: expect.any(Number), email: '=cmd@x.y', createdAt: expect.any(String) });
    expect(await subscribers('?q=READERS&pageSize=1&page=2')).toEqual({
      items: [expect.objectContaining({ email: 'first@readers.example' })],
      totalCount: 2,
    });
  });

  it('exports every subscriber as CSV with the hostile cell neutralised', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter-subscribers/export',
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual([
      'first@readers.example',
      'second@readers.example',
      "'=cmd@x.y",
    ]);
  });

  it('unsubscribes an address with 204, audited with the address; then 404', async () => {
    const [first] = (await subscribers('?q=first')).items;
    const url = `/api/admin/newsletter-subscribers/${first!.id}`;
    expect(await admin(t, 'DELETE', url, manager.token)).toEqual({ status: 204, body: null });
    expect((await subscribers('?q=first')).totalCount).toBe(0);
    const [entry] = (await auditEntries(t)).slice(-1);
    expect(entry).toMatchObject({
      actor: manager.email,
      action: 'newsletter.unsubscribe',
      entityId: String(first!.id),
      before: { email: 'first@readers.example' },
    });
    expect(await admin(t, 'DELETE', url, manager.token)).toEqual({
      status: 404,
      body: { message: SUBSCRIBER_NOT_FOUND },
    });
    expect((await admin(t, 'DELETE', '/api/admin/newsletter-subscribers/abc', manager.token)).status).toBe(400);
    expect((await admin(t, 'GET', '/api/admin/newsletter-subscribers?page=0', manager.token)).status).toBe(400);
  });
});
