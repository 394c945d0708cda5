import { createHash } from 'node:crypto';
import { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE } from '@the-gate/contract/auth';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, readOutbox, registeredUser, waitForMail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { authThrottle, passwordResetTokens, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const RESET_SUBJECT = 'Reset your password for The Gate';
const INVALID_LINK = {
  succeeded: false,
  errors: ['This reset link is not valid or has expired.'],
  message: 'This reset link is not valid or has expired.',
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let address = 0;
const forgot = (email: string) =>
  call(t, { method: 'POST', url: '/api/auth/forgot-password', body: { email }, ip: `10.4.0.${++address}` });
const reset = (token: string, password: string) =>
  call(t, { method: 'POST', url: '/api/auth/reset-password', body: { token, password } });

const resetMailsTo = async (email: string) =>
  (await readOutbox(t.dataDir)).filter((mail) => mail.to === email && mail.subject === RESET_SUBJECT);

/** Asks for a reset link and returns the token from the mail. */
async function resetToken(email: string): Promise<string> {
  const before = new Set((await resetMailsTo(email)).map((mail) => mail.file));
  expect((await forgot(email)).status).toBe(200);
  const mail = await waitForMail(
    t.dataDir,
    (m) => m.to === email && m.subject === RESET_SUBJECT && !before.has(m.file),
  );
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the known one (contract §6)', async () => {
    const account = await registeredUser(t);
    const unknown = `nobody.${Date.now()}@example.com`;
    const answers = [await forgot(unknown), await forgot(account.email.toUpperCase())];
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { succeeded: true, message: FORGOT_PASSWORD_MESSAGE, errors: [] } });
    }
    const mail = await waitForMail(t.dataDir, (m) => m.to === account.email && m.subject === RESET_SUBJECT);
    expect(mail.text).toMatch(/http:\/\/gate\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).toMatch(/<a href="http:\/\/gate\.test\/reset-password\?token=[A-Za-z0-9_-]{43}">/);
    expect(mail.text).toContain('expires in 1 hour and can be used once');
    expect((await readOutbox(t.dataDir)).filter((m) => m.to === unknown)).toEqual([]);
  });

  it('stores only the SHA-256 of the link’s token, valid for 1 hour', async () => {
    const account = await registeredUser(t);
    const token = await resetToken(account.email);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * 60 * 1000);
    expect(JSON.stringify(await t.db.select().from(passwordResetTokens))).not.toContain(token);
  });

  it('mails nothing to a disabled account, and answers the same', async () => {
    const account = await registeredUser(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, account.username));
    expect((await forgot(account.email)).body.message).toBe(FORGOT_PASSWORD_MESSAGE);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(users.username, account.username));
    expect(row!.n).toBe(0);
  });

  it('refuses a malformed address with 400 and the form message', async () => {
    expect(await forgot('not-an-address')).toEqual({
      status: 400,
      body: {
        succeeded: false,
        errors: ['Please enter a valid email address'],
        message: 'Please enter a valid email address',
      },
    });
  });

  it('refuses the 21st request in an hour from one address with 429', async () => {
    const ip = '10.5.0.1';
    const ask = () =>
      call(t, { method: 'POST', url: '/api/auth/forgot-password', body: { email: 'x@example.com' }, ip });
    for (let i = 0; i < 20; i += 1) expect((await ask()).status).toBe(200);
    const message = 'Too many password reset requests from your network. Please try again later.';
    expect(await ask()).toEqual({ status: 429, body: { succeeded: false, errors: [message], message } });
  });

  it('mails one address at most 3 links an hour, asked from any network; the 4th ask answers the same and mails nothing (issue 13 §4)', async () => {
    const account = await registeredUser(t);
    const ok = { status: 200, body: { succeeded: true, message: FORGOT_PASSWORD_MESSAGE, errors: [] } };
    // Every ask comes from a new address (forgot), so only the recipient's limit can stop one.
    for (let ask = 1; ask <= 3; ask += 1) expect(await forgot(account.email)).toEqual(ok);
    expect(await forgot(account.email.toUpperCase())).toEqual(ok);
    await expect.poll(async () => (await resetMailsTo(account.email)).length).toBe(3);
    const tokens = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(users.email, account.email));
    expect(tokens[0]!.n).toBe(3);
    // Another address is not held back by it.
    const other = await registeredUser(t);
    expect(await forgot(other.email)).toEqual(ok);
    await waitForMail(t.dataDir, (m) => m.to === other.email && m.subject === RESET_SUBJECT);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs the account out everywhere, and works only once', async () => {
    const account = await registeredUser(t);
    const token = await resetToken(account.email);
    expect(await reset(token, 'N3w!password')).toEqual({
      status: 200,
      body: { succeeded: true, message: RESET_PASSWORD_MESSAGE, errors: [] },
    });
    expect((await call(t, { method: 'GET', url: '/api/auth/me', token: account.token })).status).toBe(401);
    expect((await login(t, account.username, account.password)).status).toBe(401);
    expect((await login(t, account.username, 'N3w!password')).status).toBe(200);
    expect(await reset(token, 'An0ther!password')).toEqual({ status: 400, body: INVALID_LINK });
    expect((await login(t, account.username, 'N3w!password')).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const account = await registeredUser(t);
    const token = await resetToken(account.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(await reset(token, 'N3w!password')).toEqual({ status: 400, body: INVALID_LINK });
    expect((await login(t, account.username, account.password)).status).toBe(200);
  });

  it('refuses an unknown or malformed token', async () => {
    expect(await reset('A'.repeat(43), 'N3w!password')).toEqual({ status: 400, body: INVALID_LINK });
    expect(await reset('short', 'N3w!password')).toEqual({ status: 400, body: INVALID_LINK });
  });

  it('refuses a weak new password with the sign-up rule', async () => {
    const account = await registeredUser(t);
    const token = await resetToken(account.email);
    const message = 'Password must include a number and a special character.';
    expect(await reset(token, 'lettersonly')).toEqual({
      status: 400,
      body: { succeeded: false, errors: [message], message },
    });
    expect((await reset(token, 'N3w!password')).status).toBe(200);
  });

  it('retires every older link of the account once one is used', async () => {
    const account = await registeredUser(t);
    const older = await resetToken(account.email);
    const newer = await resetToken(account.email);
    expect((await reset(newer, 'N3w!password')).status).toBe(200);
    expect(await reset(older, 'Old3r!password')).toEqual({ status: 400, body: INVALID_LINK });
  });

  it('lifts a sign-in block on the account, since the mailbox owner chose a new password', async () => {
    const account = await registeredUser(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) await login(t, account.email, 'Wrong!pass1');
    expect((await login(t, account.email, account.password)).status).toBe(429);
    expect((await reset(await resetToken(account.email), 'N3w!password')).status).toBe(200);
    expect((await login(t, account.email, 'N3w!password')).status).toBe(200);
    const [{ id }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, account.email))) as [
      { id: string },
    ];
    const left = await t.db
      .select()
      .from(authThrottle)
      .where(like(authThrottle.key, `account:user:${id}|%`));
    expect(left).toEqual([]);
  });
});
