import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { authThrottle, users } from './schema';

// A spy that still verifies for real: it tells whether a refused attempt cost an argon2 run.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const INVALID = {
  succeeded: false,
  errors: ['Invalid username or password'],
  message: 'Invalid username or password',
};
const ACCOUNT_BLOCKED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const NETWORK_BLOCKED = 'Too many failed sign-in attempts from your network. Please try again later.';
const failure = (message: string) => ({ succeeded: false, errors: [message], message });

const throttleRow = async (key: string) => {
  const [row] = await t.db.select().from(authThrottle).where(eq(authThrottle.key, key));
  return row;
};

describe('POST /api/auth/login', () => {
  it('signs in by username ignoring case, with a token and the user the web app stores (LOGIN-07, LOGIN-08, LOGIN-18)', async () => {
    const account = await registeredUser(t, { firstName: 'Sara', lastName: 'Ahmed', role: 7 });
    const response = await login(t, account.username.toUpperCase(), account.password);
    expect(response).toEqual({
      status: 200,
      body: {
        succeeded: true,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: {
          id: expect.any(String),
          username: account.username,
          email: account.email,
          firstName: 'Sara',
          lastName: 'Ahmed',
          fullName: 'Sara Ahmed',
          profilePictureUrl: null,
          role: 7,
        },
        errors: [],
      },
    });
    expect(response.body.token).not.toBe(account.token);
  });

  it('signs in by e-mail ignoring case (contract §3.1)', async () => {
    const account = await registeredUser(t, { email: `Mixed.${Date.now()}@Example.COM` });
    const response = await login(t, account.email.toLowerCase(), account.password);
    expect(response.status).toBe(200);
    expect((response.body.user as { email: string }).email).toBe(account.email);
  });

  it('refuses a wrong password with 401 and the message the form shows (LOGIN-14, LOGIN-15)', async () => {
    const account = await registeredUser(t);
    expect(await login(t, account.username, 'Wrong!pass1')).toEqual({ status: 401, body: INVALID });
  });

  it('refuses an unknown user with the same answer, after verifying against a dummy hash', async () => {
    vi.mocked(verify).mockClear();
    expect(await login(t, 'nobody.here', 'S3cret!pass')).toEqual({ status: 401, body: INVALID });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ userNameOrEmail: '', password: 'S3cret!pass' }, 'Please enter your email or username'],
    [{ userNameOrEmail: '   ', password: 'S3cret!pass' }, 'Please enter your email or username'],
    [{ userNameOrEmail: 'sara' }, 'Please enter your password'],
    [{ userNameOrEmail: 'sara', password: '' }, 'Please enter your password'],
  ])('refuses %j with 400 and the form message (LOGIN-03, LOGIN-04)', async (body, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failure(message));
  });

  it('refuses a NUL in the username with 400 and a clear message, before verifying any password or counting a failure (issue 13)', async () => {
    const account = await registeredUser(t);
    const ip = '10.13.0.1';
    vi.mocked(verify).mockClear();
    expect(await login(t, `${account.username}\u0000`, account.password, ip)).toEqual({
      status: 400,
      body: failure('Text must not contain control characters or invalid Unicode.'),
    });
    expect(verify).not.toHaveBeenCalled();
    expect(await throttleRow(`ip:${ip}`)).toBeUndefined();
  });

  it('refuses a disabled account with 403 after a correct password, and with 401 after a wrong one', async () => {
    const account = await registeredUser(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, account.username));
    expect(await login(t, account.username, account.password)).toEqual({
      status: 403,
      body: failure('Your account is disabled. Please contact support.'),
    });
    expect(await login(t, account.username, 'Wrong!pass1')).toEqual({ status: 401, body: INVALID });
  });
});

describe('failed sign-ins per account, from one address (issue 13 §4)', () => {
  const userIdOf = async (username: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const accountKey = async (username: string, ip: string) => `account:user:${await userIdOf(username)}|ip:${ip}`;
  const failTimes = async (times: number, name: string, ip: string) => {
    for (let attempt = 1; attempt <= times; attempt += 1) {
      expect(await login(t, name, `Wrong!pass${attempt}`, ip)).toEqual({ status: 401, body: INVALID });
    }
  };

  it('refuses the 11th attempt within 15 minutes with 429, even with the right password, without verifying it', async () => {
    const account = await registeredUser(t);
    const ip = '10.2.0.1';
    await failTimes(10, account.username, ip);
    vi.mocked(verify).mockClear();
    expect(await login(t, account.username, account.password, ip)).toEqual({
      status: 429,
      body: failure(ACCOUNT_BLOCKED),
    });
    expect(verify).not.toHaveBeenCalled();
  });

  it('counts the account whatever identifier is typed: username, e-mail, any case', async () => {
    const account = await registeredUser(t);
    const ip = '10.2.0.8';
    await failTimes(4, account.username, ip);
    await failTimes(3, account.email, ip);
    await failTimes(3, account.username.toUpperCase(), ip);
    expect((await login(t, account.email.toUpperCase(), account.password, ip)).status).toBe(429);
  });

  it('never stops the owner signing in from another address, however many failures come from one', async () => {
    const account = await registeredUser(t);
    await failTimes(10, account.username, '10.2.0.9');
    expect((await login(t, account.username, account.password, '10.2.0.9')).status).toBe(429);
    expect((await login(t, account.username, account.password, '10.2.0.10')).status).toBe(200);
  });

  it('still lets other accounts sign in from the same address', async () => {
    const [victim, classmate] = [await registeredUser(t), await registeredUser(t)];
    const ip = '10.2.0.3';
    await failTimes(10, victim.username, ip);
    expect((await login(t, victim.username, victim.password, ip)).status).toBe(429);
    expect((await login(t, classmate.username, classmate.password, ip)).status).toBe(200);
  });

  it('lets the right password in again once the 15 minutes have passed, and forgets the failures', async () => {
    const account = await registeredUser(t);
    await failTimes(10, account.username, '10.2.0.4');
    const key = await accountKey(account.username, '10.2.0.4');
    expect((await throttleRow(key))?.failures).toBe(10);
    // Time passes: the window and the block both lie in the past.
    await t.db
      .update(authThrottle)
      .set({ windowStartedAt: sql`now() - interval '31 minutes'`, blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(authThrottle.key, key));
    expect((await login(t, account.username, account.password, '10.2.0.4')).status).toBe(200);
    expect(await throttleRow(key)).toBeUndefined();
  });

  it('counts from zero again when the window has passed without a block', async () => {
    const account = await registeredUser(t);
    await failTimes(9, account.username, '10.2.0.5');
    const key = await accountKey(account.username, '10.2.0.5');
    await t.db
      .update(authThrottle)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(authThrottle.key, key));
    expect(await login(t, account.username, 'Wrong!pass1', '10.2.0.5')).toEqual({ status: 401, body: INVALID });
    expect(await throttleRow(key)).toMatchObject({ failures: 1, blockedUntil: null });
    expect((await login(t, account.username, account.password, '10.2.0.5')).status).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const account = await registeredUser(t);
    await failTimes(9, account.username, '10.2.0.6');
    expect((await login(t, account.username, account.password, '10.2.0.6')).status).toBe(200);
    await failTimes(9, account.email, '10.2.0.6');
    expect((await login(t, account.email, account.password, '10.2.0.6')).status).toBe(200);
  });

  it('throttles an unknown username exactly like a known one, so the answer reveals nothing', async () => {
    await failTimes(10, 'ghost.user', '10.2.0.7');
    expect(await login(t, 'ghost.user', 'Wrong!pass1', '10.2.0.7')).toEqual({
      status: 429,
      body: failure(ACCOUNT_BLOCKED),
    });
  });
});

describe('failed sign-ins per address', () => {
  it('refuses every attempt from an address after 100 failures in 15 minutes, and no other address', async () => {
    const [student, teacher] = [await registeredUser(t), await registeredUser(t)];
    const ip = '10.3.0.1';
    // 99 failures from one lab, by many pupils, without sleeping through 99 argon2 runs.
    await t.db.insert(authThrottle).values({ key: `ip:${ip}`, failures: 99, windowStartedAt: sql`now()` });
    expect(await login(t, student.username, 'Wrong!pass1', ip)).toEqual({ status: 401, body: INVALID });
    expect(await login(t, teacher.username, teacher.password, ip)).toEqual({
      status: 429,
      body: failure(NETWORK_BLOCKED),
    });
    expect((await login(t, teacher.username, teacher.password, '10.3.0.2')).status).toBe(200);
  });

  it('does not block an address below 100 failures', async () => {
    const account = await registeredUser(t);
    const ip = '10.3.0.3';
    await t.db.insert(authThrottle).values({ key: `ip:${ip}`, failures: 98, windowStartedAt: sql`now()` });
    expect((await login(t, 'someone.else', 'Wrong!pass1', ip)).status).toBe(401);
    expect((await login(t, account.username, account.password, ip)).status).toBe(200);
  });
});
