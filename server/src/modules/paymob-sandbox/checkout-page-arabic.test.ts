import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVED_CARD,
  checkoutUrl,
  createIntention,
  type Sandbox,
  startSandbox,
  stopSandbox,
  submit,
} from './sandbox-test-kit';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => stopSandbox(sandbox));

const getPage = (url: string) => sandbox.t.app.inject({ method: 'GET', url });
const arabicUrl = (clientSecret: string) => `${checkoutUrl(sandbox, clientSecret)}&lang=ar`;
/** What a reader sees: without Intl's direction marks, and its no-break space as a space. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('the hosted card page in Arabic (issue 26 §2, §3)', () => {
  it('speaks Arabic, right to left, amounts in ج.م. and every number field left to right', async () => {
    const intention = await createIntention(sandbox, {
      amount: 123_450,
      items: [{ name: 'Reading pack', amount: 123_450, quantity: 1 }],
    });
    const response = await getPage(arabicUrl(intention.client_secret));
    expect(response.statusCode).toBe(200);
    const page = visible(response.body);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>ادفع 1,234.50 ج.م. | The Gate</title>');
    expect(page).toContain('<h2 id="card-heading">الدفع بالبطاقة</h2>');
    expect(page).toContain('<label for="card-number">رقم البطاقة</label>');
    expect(page).toContain('<label for="card-name">الاسم على البطاقة</label>');
    expect(page).toContain('<label for="wallet-number">رقم المحفظة</label>');
    expect(page).toContain('<button type="submit" class="pay">ادفع 1,234.50 ج.م.</button>');
    expect(page).toContain('>إلغاء الدفع</button>');
    expect(page).toContain('<h2 id="test-mode-heading">وضع الاختبار — لن يُخصم أي مبلغ فعلي</h2>');
    expect(page).toContain('<code dir="ltr">5123 4567 8901 2346</code>');
    expect(page).toContain('Reading pack × 1');
    for (const id of ['card-number', 'card-expiry', 'card-cvv', 'wallet-number', 'wallet-mpin', 'wallet-otp']) {
      expect(page, id).toMatch(new RegExp(`<input id="${id}"[^>]* dir="ltr"`));
    }
    expect(page).not.toMatch(/<input id="card-name"[^>]* dir="ltr"/);
    // Each form carries the language on, so what follows a submit is Arabic too.
    expect(page.match(/<input type="hidden" name="lang" value="ar">/g)).toHaveLength(3);
  });

  it('explains a refused card in Arabic', async () => {
    const intention = await createIntention(sandbox);
    const response = await submit(sandbox, 'pay', intention.client_secret, {
      ...APPROVED_CARD,
      cardNumber: '1234',
      cardName: '',
      lang: 'ar',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('رقم البطاقة غير صالح.');
    expect(response.body).toContain('أدخل الاسم المكتوب على البطاقة.');
    expect(visible(response.body)).toContain('<title>خطأ: ادفع 199.00 ج.م. | The Gate</title>');
  });

  it('says in Arabic that a link is not valid, or already paid, with the way back', async () => {
    const invalid = await getPage(arabicUrl('egy_csk_test_0000'));
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('<html lang="ar" dir="rtl">');
    expect(invalid.body).toContain('رابط الدفع هذا غير صالح.');

    const intention = await createIntention(sandbox);
    const paid = await submit(sandbox, 'pay', intention.client_secret, { ...APPROVED_CARD, lang: 'ar' });
    expect(paid.statusCode).toBe(302);
    const again = await getPage(arabicUrl(intention.client_secret));
    expect(again.body).toContain('تم إتمام هذا الدفع من قبل.');
    expect(again.body).toContain('>العودة إلى The Gate</a>');
  });

  it('stays English for any other language', async () => {
    const intention = await createIntention(sandbox);
    const page = (await getPage(`${checkoutUrl(sandbox, intention.client_secret)}&lang=fr`)).body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<label for="card-number">Card number</label>');
  });
});
