import { createHash } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sessions, users } from './schema';
import { signedInUser } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A protected route outside /api/auth: other modules guard their routes the same way.
  t.app.get('/api/test/whoami', { preHandler: t.app.requireUser }, async (request) => ({
    username: signedInUser(request).username,
  }));
});
afterAll(() => t?.close());

const REQUIRED = { succeeded: false, errors: ['Authentication required'], message: 'Authentication required' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const me = (token?: string) => call(t, { method: 'GET', url: '/api/auth/me', token });
const logout = (token?: string) => call(t, { method: 'POST', url: '/api/auth/logout', token });
const sessionOf = async (token: string) => {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row!;
};

describe('GET /api/auth/me', () => {
  it('answers the signed-in user with the contact details checkout starts from', async () => {
    const account = await registeredUser(t, { firstName: 'Omar', lastName: 'Farouk', role: 4 });
    expect(await me(account.token)).toEqual({
      status: 200,
      body: {
        id: expect.any(String),
        username: account.username,
        email: account.email,
        firstName: 'Omar',
        lastName: 'Farouk',
        fullName: 'Omar Farouk',
        profilePictureUrl: null,
        role: 4,
        mobileNumber: '+201001234567',
        country: 'Egypt',
        // A customer holds no back-office role (issue 24 §1).
        staffRole: null,
        preferredLanguage: 'en',
      },
    });
  });

  it.each([
    ['no Authorization header', {}],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['Bearer without a token', { authorization: 'Bearer ' }],
    ['a token with spaces', { authorization: 'Bearer abc def' }],
    ['a forged token', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['a token too short to be ours', { authorization: 'Bearer abc' }],
  ])('answers 401 in the auth shape for %s (contract §1.3)', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REQUIRED);
  });

  it('answers 401 for an expired session', async () => {
    const account = await registeredUser(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, sha256(account.token)));
    expect(await me(account.token)).toEqual({ status: 401, body: REQUIRED });
  });

  it('answers 401 for a session unused for 14 days, though its 30 days are not over (issue 13 §4)', async () => {
    const [idle, recent, neverUsed] = [await registeredUser(t), await registeredUser(t), await registeredUser(t)];
    const ago = (interval: string) => sql`now() - ${interval}::interval`;
    const set = (token: string, values: { lastSeenAt: SQL | null; createdAt?: SQL }) =>
      t.db
        .update(sessions)
        .set(values)
        .where(eq(sessions.tokenHash, sha256(token)));
    await set(idle.token, { lastSeenAt: ago('14 days 1 minute') });
    await set(recent.token, { lastSeenAt: ago('13 days 23 hours') });
    await set(neverUsed.token, { createdAt: ago('15 days'), lastSeenAt: null });
    expect(await me(idle.token)).toEqual({ status: 401, body: REQUIRED });
    expect((await me(recent.token)).status).toBe(200);
    expect(await me(neverUsed.token)).toEqual({ status: 401, body: REQUIRED });
  });

  it('answers 401 for a disabled user’s session', async () => {
    const account = await registeredUser(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, account.username));
    expect(await me(account.token)).toEqual({ status: 401, body: REQUIRED });
  });

  it('answers other route families 401 with their own shape', async () => {
    const account = await registeredUser(t);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/test/whoami' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required' });
    expect(await call(t, { method: 'GET', url: '/api/test/whoami', token: account.token })).toEqual({
      status: 200,
      body: { username: account.username },
    });
  });
});

describe('sessions', () => {
  it('are stored only as the SHA-256 of the token, and last 30 days', async () => {
    const account = await registeredUser(t);
    const session = await sessionOf(account.token);
    expect(session.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = session.expiresAt.getTime() - session.createdAt.getTime();
    expect(lifetime).toBe(30 * 24 * 60 * 60 * 1000);
    const everything = JSON.stringify(await t.db.select().from(sessions));
    expect(everything).not.toContain(account.token);
  });

  it('note when they were last used at most once a minute, not on every request', async () => {
    const account = await registeredUser(t);
    expect((await sessionOf(account.token)).lastSeenAt).toBeNull();
    await me(account.token);
    const first = (await sessionOf(account.token)).lastSeenAt;
    expect(first).toBeInstanceOf(Date);
    await me(account.token);
    expect((await sessionOf(account.token)).lastSeenAt).toEqual(first);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.tokenHash, sha256(account.token)));
    const stale = (await sessionOf(account.token)).lastSeenAt!;
    await me(account.token);
    expect((await sessionOf(account.token)).lastSeenAt!.getTime()).toBeGreaterThan(stale.getTime());
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token presented, so it no longer works, and a second logout is a 401', async () => {
    const account = await registeredUser(t);
    expect(await logout(account.token)).toEqual({
      status: 200,
      body: { succeeded: true, message: 'You have been signed out.', errors: [] },
    });
    expect((await sessionOf(account.token)).revokedAt).toBeInstanceOf(Date);
    expect(await me(account.token)).toEqual({ status: 401, body: REQUIRED });
    expect(await logout(account.token)).toEqual({ status: 401, body: REQUIRED });
  });

  it('leaves the user’s other sessions signed in', async () => {
    const account = await registeredUser(t);
    const other = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      body: { userNameOrEmail: account.username, password: account.password },
    });
    expect((await logout(account.token)).status).toBe(200);
    expect((await me(other.body.token)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect(await logout()).toEqual({ status: 401, body: REQUIRED });
  });
});
