import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, waitForMail } from '../../../test/accounts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

async function signUp(headers: Record<string, string> = {}) {
  const account = newRegistration();
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account, headers });
  expect(response.statusCode).toBe(201);
  return { ...account, token: response.json<{ token: string }>().token };
}

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).json<{
    preferredLanguage: string;
  }>();

const setLanguage = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/language',
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("the account's preferred language (issue 26 §6)", () => {
  it('keeps the language the sign-up asked in, and writes the welcome mail in Arabic, right to left', async () => {
    const account = await signUp({ 'accept-language': 'ar-EG,ar;q=0.9' });
    expect((await me(account.token)).preferredLanguage).toBe('ar');
    const mail = await waitForMail(t.dataDir, (each) => each.to === account.email);
    expect(mail.subject).toBe('مرحبًا بك في The Gate');
    expect(mail.text).toContain('<html lang="ar" dir="rtl"><body lang="ar" dir="rtl"');
    expect(mail.text).toContain(`تم إنشاء حسابك على The Gate. اسم المستخدم الخاص بك هو`);
    expect(mail.text).toContain(`href="${TEST_PUBLIC_URL}/ar/login"`);
  });

  it('is English for a sign-up without an Arabic Accept-Language, with an English welcome', async () => {
    const account = await signUp();
    expect((await me(account.token)).preferredLanguage).toBe('en');
    const mail = await waitForMail(t.dataDir, (each) => each.to === account.email);
    expect(mail.subject).toBe('Welcome to The Gate');
    expect(mail.text).toContain(`href="${TEST_PUBLIC_URL}/login"`);
    expect(mail.text).toContain('<html lang="en" dir="ltr">');
  });

  it('is changed by PUT /api/me/language, and the reset mail then comes in that language', async () => {
    const account = await signUp();
    const changed = await setLanguage(account.token, { language: 'ar' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ preferredLanguage: 'ar' });
    expect((await me(account.token)).preferredLanguage).toBe('ar');

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const mail = await waitForMail(
      t.dataDir,
      (each) => each.to === account.email && each.subject.includes('كلمة المرور'),
    );
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور لحسابك على The Gate');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/ar/reset-password?token=`);
    expect(mail.text).toContain('dir="rtl"');

    const back = await setLanguage(account.token, { language: 'en' });
    expect(back.json()).toEqual({ preferredLanguage: 'en' });
    expect((await me(account.token)).preferredLanguage).toBe('en');
  });

  it('refuses a language we do not have, an unknown field, and a caller who is not signed in', async () => {
    const account = await signUp();
    const french = await setLanguage(account.token, { language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({ message: 'The language must be en or ar.' });
    const extra = await setLanguage(account.token, { language: 'ar', theme: 'dark' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ message: 'Unknown field: theme.' });
    const anonymous = await setLanguage(null, { language: 'ar' });
    expect(anonymous.statusCode).toBe(401);
    expect((await me(account.token)).preferredLanguage).toBe('en');
  });
});
