import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../auth-rules';
import { OWNED_ITEM_MESSAGES, PAYMENT_MESSAGES, promoMinimumOrderMessage } from '../payment-rules';
import arabic from './messages.ar.json';
import { storefrontMessages } from './storefront-messages';
import { translateMessage } from './translate-message';

describe('the Arabic messages of the API (issue 26 §2)', () => {
  it('has an Arabic entry for every message a storefront or account caller can get', () => {
    const found = storefrontMessages();
    // The scan itself must keep finding the messages, or this test would pass on nothing.
    expect(found.size).toBeGreaterThan(100);
    expect(found.has(INVALID_CREDENTIALS)).toBe(true);
    expect(found.has('Please enter a valid email address')).toBe(true);
    expect(found.has('Username must be at most {0} characters long.')).toBe(true);
    const keys = new Set(Object.keys(arabic));
    const missing = [...found]
      .filter(([message]) => !keys.has(message))
      .map(([message, files]) => `${message} (${files[0]})`);
    expect(missing).toEqual([]);
  });

  it('writes every Arabic entry in Arabic, with the same placeholders as its English', () => {
    for (const [english, text] of Object.entries(arabic)) {
      expect(text, english).toMatch(/[\u0600-\u06FF]/);
      const slots = (value: string) => [...value.matchAll(/\{\d+\}/g)].map((slot) => slot[0]).sort();
      expect(slots(text), english).toEqual(slots(english));
    }
  });

  it('translates exact messages, keeps English for English and for unknown messages', () => {
    expect(translateMessage(INVALID_CREDENTIALS, 'ar')).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
    expect(translateMessage(INVALID_CREDENTIALS, 'en')).toBe(INVALID_CREDENTIALS);
    expect(translateMessage('A message nobody translated.', 'ar')).toBe('A message nobody translated.');
  });

  it('translates messages built with values, and the labels inside them', () => {
    expect(translateMessage('Username must be at most 50 characters long.', 'ar')).toBe(
      'يجب ألا يزيد اسم المستخدم على 50 حرفًا.',
    );
    expect(translateMessage('Subject must be at most 200 characters long.', 'ar')).toBe(
      'يجب ألا يزيد حقل «الموضوع» على 200 حرف.',
    );
    expect(translateMessage(OWNED_ITEM_MESSAGES.alreadyOwned('Year 5 Reader'), 'ar')).toBe(
      '«Year 5 Reader» موجود بالفعل في مكتبتك.',
    );
    expect(translateMessage(promoMinimumOrderMessage(20_000), 'ar')).toBe(
      'يتطلب كود الخصم هذا طلبًا لا تقل قيمته عن 200.00 ج.م.',
    );
    // A more literal pattern wins over a looser one that also matches.
    expect(translateMessage('The includeMaterials parameter must be true or false.', 'ar')).toBe(
      'يجب أن تكون قيمة المعامل includeMaterials إما true أو false.',
    );
    expect(translateMessage(PAYMENT_MESSAGES.emptyCart, 'ar')).toBe('سلتك فارغة.');
  });
});
