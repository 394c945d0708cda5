import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, registeredUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('the API answers in the language of Accept-Language (issue 26 §2)', () => {
  it('gives a sign-in with a bad body its validation messages in Arabic, and in English without the header', async () => {
    const arabic = await post('/api/auth/login', { userNameOrEmail: '', password: '' }, ARABIC);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({
      succeeded: false,
      errors: ['يُرجى إدخال بريدك الإلكتروني أو اسم المستخدم', 'يُرجى إدخال كلمة المرور'],
      message: 'يُرجى إدخال بريدك الإلكتروني أو اسم المستخدم',
    });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.headers.vary).toMatch(/accept-language/i);

    const english = await post('/api/auth/login', { userNameOrEmail: '', password: '' });
    expect(english.json()).toEqual({
      succeeded: false,
      errors: ['Please enter your email or username', 'Please enter your password'],
      message: 'Please enter your email or username',
    });
    expect(english.headers['content-language']).toBeUndefined();
    expect(english.headers.vary).toMatch(/accept-language/i);
  });

  it('translates a thrown HttpError: wrong credentials, and each reason of a refused sign-up', async () => {
    const wrong = await post('/api/auth/login', { userNameOrEmail: 'nobody', password: 'Wrong!pass1' }, ARABIC);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'اسم المستخدم أو كلمة المرور غير صحيحة' });

    const taken = await registeredUser(t);
    const again = await post('/api/auth/register', newRegistration({ username: taken.username, email: taken.email }), {
      'accept-language': 'ar',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      succeeded: false,
      errors: ['اسم المستخدم هذا مستخدم بالفعل.', 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.'],
      message: 'تعذّر إنشاء الحساب.',
    });
  });

  it('translates messages built with a value, with the field label inside them (contact form)', async () => {
    const form = { name: 'Sara', email: 'sara@example.com', subject: 'x'.repeat(201), message: 'Hello' };
    const arabic = await post('/api/contact-messages', form, ARABIC);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({ message: 'يجب ألا يزيد حقل «الموضوع» على 200 حرف.' });
    const english = await post('/api/contact-messages', form);
    expect(english.json()).toEqual({ message: 'Subject must be at most 200 characters long.' });
  });

  it('answers a successful form in Arabic too', async () => {
    const form = { name: 'Sara', email: 'sara@example.com', subject: 'Keys', message: 'Hello' };
    const arabic = await post('/api/contact-messages', form, ARABIC);
    expect(arabic.statusCode).toBe(201);
    expect(arabic.json()).toEqual({ success: true, message: 'شكرًا لك، سنرد عليك خلال 24 إلى 48 ساعة عمل.' });
  });

  it('keeps the back office English whatever the browser asks for', async () => {
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: ARABIC });
    expect(admin.statusCode).toBe(401);
    expect(admin.json()).toEqual({ message: 'Authentication required' });
    expect(admin.headers['content-language']).toBeUndefined();
  });

  it('never serves a cached answer in the language of the caller before (response cache)', async () => {
    const arabic = await t.app.inject({ method: 'GET', url: '/api/materials/987654', headers: ARABIC });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json()).toEqual({ message: 'لم يتم العثور على المادة المطلوبة.' });
    const english = await t.app.inject({ method: 'GET', url: '/api/materials/987654' });
    expect(english.json()).toEqual({ message: 'The requested material could not be found.' });
    const arabicAgain = await t.app.inject({ method: 'GET', url: '/api/materials/987654', headers: ARABIC });
    expect(arabicAgain.json()).toEqual({ message: 'لم يتم العثور على المادة المطلوبة.' });
  });
});
