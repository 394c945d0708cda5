import { cairoToday } from '@the-gate/contract/auth-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newRegistration, register, waitForMail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const storedUser = async (username: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.username, username));
  return row!;
};

/** Every validation test comes from its own address, so together they stay under the sign-up limit. */
let address = 0;
const nextAddress = () => `10.1.0.${++address}`;

const failure = (errors: string[], message = errors[0]) => ({ succeeded: false, errors, message });

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with a token that signs the user in (REG-42, REG-52)', async () => {
    const account = newRegistration({ firstName: 'Mona', lastName: 'Hassan' });
    const response = await register(t, account);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      succeeded: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: 'Your account has been created successfully.',
      errors: [],
    });
    const me = await call(t, { method: 'GET', url: '/api/auth/me', token: response.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      username: account.username,
      email: account.email,
      firstName: 'Mona',
      lastName: 'Hassan',
      fullName: 'Mona Hassan',
      profilePictureUrl: null,
      role: 6,
      mobileNumber: account.mobileNumber,
      country: account.country,
      staffRole: null,
      preferredLanguage: 'en',
    });
  });

  it('stores a local mobile number as +20, the date of birth as written, and title and department as sent (REG-44, REG-45, REG-50)', async () => {
    const account = newRegistration({
      mobileNumber: '010 0123 4567',
      // Cairo midnight of 17 May serialised to UTC: the date as written is the 16th (contract §3.2, AMB-44).
      dateOfBirth: '2000-05-16T21:00:00.000Z',
      title: 0,
      department: 'English',
      gender: 0,
      referralSource: 0,
      communicationPreferences: 0,
    });
    expect((await register(t, account)).status).toBe(201);
    const row = await storedUser(account.username);
    expect(row).toMatchObject({
      mobileNumber: '+201001234567',
      dateOfBirth: '2000-05-16',
      title: 0,
      department: 'English',
      role: 6,
      gender: 0,
      serviceInterests: 9,
      referralSource: 0,
      communicationPreferences: 0,
      isActive: true,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('stores the e-mail trimmed, keeping its case for display', async () => {
    const account = newRegistration();
    const email = `Mixed.Case.${account.email}`;
    expect((await register(t, { ...account, email: `  ${email} ` })).status).toBe(201);
    expect((await storedUser(account.username)).email).toBe(email);
  });

  it('keeps an empty or missing department as given', async () => {
    const empty = newRegistration({ department: '' });
    const missing = newRegistration({ department: null });
    expect((await register(t, empty)).status).toBe(201);
    expect((await register(t, missing)).status).toBe(201);
    expect((await storedUser(empty.username)).department).toBe('');
    expect((await storedUser(missing.username)).department).toBeNull();
  });

  it('mails a welcome message to the new address', async () => {
    const account = newRegistration();
    expect((await register(t, account)).status).toBe(201);
    const mail = await waitForMail(t.dataDir, (m) => m.to === account.email);
    expect(mail.subject).toBe('Welcome to The Gate');
    expect(mail.raw).toMatch(/^From: The Gate <no-reply@thegate\.example>$/m);
    expect(mail.text).toContain(account.username);
    expect(mail.text).toContain('http://gate.test/login');
    expect(mail.raw).not.toContain(account.password);
  });

  it.each([4, 6, 7, 8, 9, 10])('accepts the self-registration role %i (REG-43)', async (role) => {
    const account = newRegistration({ role });
    expect((await register(t, account, nextAddress())).status).toBe(201);
    expect((await storedUser(account.username)).role).toBe(role);
  });

  it('accepts 0 for gender and referral source: 0 is an answer, not an empty field (REG-32, REG-37)', async () => {
    const account = newRegistration({ gender: 0, referralSource: 0 });
    expect((await register(t, account, nextAddress())).status).toBe(201);
  });

  it('accepts someone who turns 13 today in Cairo and refuses someone who turns 13 tomorrow (REG-30)', async () => {
    const [y, m, d] = cairoToday().split('-').map(Number) as [number, number, number];
    const thirteenToday = new Date(Date.UTC(y - 13, m - 1, d));
    const thirteenTomorrow = new Date(thirteenToday.getTime() + 24 * 60 * 60 * 1000);
    const oldEnough = await register(
      t,
      newRegistration({ dateOfBirth: thirteenToday.toISOString().slice(0, 10) }),
      nextAddress(),
    );
    expect(oldEnough.status).toBe(201);
    const tooYoung = await register(
      t,
      newRegistration({ dateOfBirth: thirteenTomorrow.toISOString().slice(0, 10) }),
      nextAddress(),
    );
    expect(tooYoung).toEqual({ status: 400, body: failure(['You must be at least 13 years old to register']) });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['role 0 (any other user type)', { role: 0 }, 'Please select a user type'],
    ['role 5 (reserved for staff)', { role: 5 }, 'Please select a user type'],
    ['an empty username', { username: '' }, 'Please enter your username'],
    [
      'a username with a space',
      { username: 'sara ahmed' },
      'Username can use letters, numbers, dots, hyphens and underscores.',
    ],
    ['an empty e-mail', { email: '' }, 'Please enter your email address'],
    ['a malformed e-mail', { email: 'sara@' }, 'Please enter a valid email address'],
    ['a 7-character password (REG-14)', { password: 'abc123!' }, 'Password must be at least 8 characters long'],
    [
      'a password of letters only (REG-17, AMB-21)',
      { password: 'abcdefgh' },
      'Password must include a number and a special character.',
    ],
    [
      'a password without a special character',
      { password: 'abcdefg1' },
      'Password must include a number and a special character.',
    ],
    [
      'a password without a number',
      { password: 'abcdefg!' },
      'Password must include a number and a special character.',
    ],
    ['an empty first name', { firstName: ' ' }, 'Please enter your first name'],
    ['an empty last name', { lastName: '' }, 'Please enter your last name'],
    ['a birth date in 1919', { dateOfBirth: '1919-12-31' }, 'Please enter a valid date of birth'],
    ['31 February', { dateOfBirth: '2001-02-31' }, 'Please enter a valid date of birth'],
    ['gender 3', { gender: 3 }, 'Please select your gender'],
    ['an empty mobile number', { mobileNumber: '' }, 'Please enter your mobile number'],
    ['a mobile number of letters', { mobileNumber: 'call me' }, 'Please enter a valid mobile number'],
    ['an empty country', { country: '' }, 'Please select your country'],
    ['no service interest (REG-34)', { serviceInterests: 0 }, 'Please select at least one service that interests you'],
    ['service interests over 31', { serviceInterests: 32 }, 'Please select at least one service that interests you'],
    ['referral source 5 (REG-36)', { referralSource: 5 }, 'Please tell us how you heard about us'],
    ['no referral source', { referralSource: undefined }, 'Please tell us how you heard about us'],
    ['communication preferences over 15', { communicationPreferences: 16 }, 'Invalid communication preferences.'],
    ['a form-only key (REG-51)', { subjectsTaught: ['English'] }, 'Unknown field: subjectsTaught.'],
    ['the confirmation field', { confirmPassword: 'S3cret!pass' }, 'Unknown field: confirmPassword.'],
  ])('refuses %s with 400 and its message', async (_case, overrides, message) => {
    const response = await register(t, newRegistration(overrides), nextAddress());
    expect(response).toEqual({ status: 400, body: failure([message]) });
  });

  it('lists every problem of a form at once, each as its own error', async () => {
    const response = await register(t, newRegistration({ role: 0, serviceInterests: 0 }), nextAddress());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      'Please select a user type',
      'Please select at least one service that interests you',
    ]);
  });
});

describe('POST /api/auth/register with a taken username or e-mail', () => {
  let existing: ReturnType<typeof newRegistration>;
  beforeAll(async () => {
    existing = newRegistration({ username: `Taken.Name.${Date.now()}`, email: `Taken.${Date.now()}@Example.com` });
    expect((await register(t, existing)).status).toBe(201);
  });

  it('refuses a username that differs only in case with 409 (contract §3.2)', async () => {
    const response = await register(t, newRegistration({ username: existing.username.toUpperCase() }), nextAddress());
    expect(response).toEqual({
      status: 409,
      body: failure(['Username is already taken.'], 'Registration failed.'),
    });
  });

  it('refuses an e-mail that differs only in case with 409', async () => {
    const response = await register(t, newRegistration({ email: existing.email.toLowerCase() }), nextAddress());
    expect(response).toEqual({
      status: 409,
      body: failure(['An account with this email already exists.'], 'Registration failed.'),
    });
  });

  it('gives both reasons when both are taken, one toast each (REG-56)', async () => {
    const response = await register(
      t,
      newRegistration({ username: existing.username.toLowerCase(), email: existing.email.toUpperCase() }),
      nextAddress(),
    );
    expect(response).toEqual({
      status: 409,
      body: failure(
        ['Username is already taken.', 'An account with this email already exists.'],
        'Registration failed.',
      ),
    });
  });

  it('lets only one of two simultaneous sign-ups with the same username through', async () => {
    const username = `race.${Date.now()}`;
    const responses = await Promise.all([
      register(t, newRegistration({ username }), nextAddress()),
      register(t, newRegistration({ username: username.toUpperCase() }), nextAddress()),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.status === 409)!.body).toEqual(
      failure(['Username is already taken.'], 'Registration failed.'),
    );
    const rows = await t.db.select().from(users);
    expect(rows.filter((row) => row.username.toLowerCase() === username)).toHaveLength(1);
  });
});

describe('the sign-up limit per address', () => {
  it('refuses the 61st sign-up in an hour from one address with 429, and not other addresses (contract §5.4)', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 60; i += 1) {
      const response = await register(t, newRegistration({ role: 0 }), ip);
      expect(response.status).toBe(400);
    }
    const refused = await register(t, newRegistration(), ip);
    expect(refused).toEqual({
      status: 429,
      body: failure(['Too many sign-up attempts from your network. Please try again in a few minutes.']),
    });
    expect((await register(t, newRegistration(), '10.9.9.10')).status).toBe(201);
  });
});
