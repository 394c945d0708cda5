import { describe, expect, it } from 'vitest';
import type { MailContact } from '../auth/service';
import { refundEmail } from './refund-email';
import type { RefundRow } from './refunds-repository';
import type { PaymentItemRow, PaymentRow } from './repository';

const payment = { paymentReference: 'PAY-20261127-ABC', amount: 1500, refundedAt: null } as PaymentRow;
const refund = { amount: 250.5 } as RefundRow;
const items = [{ titleSnapshot: 'Year 7 Reader', quantity: 1 }] as PaymentItemRow[];
const account = (language: MailContact['language']): MailContact => ({
  email: 'mona@example.com',
  firstName: 'منى',
  language,
});
/** The amount as the mail writes it, without Intl's invisible direction marks and no-break space. */
const plain = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\u00a0/g, ' ');

describe('the refund mail in the account’s language (issue 26 §6)', () => {
  it('is Arabic, right to left, with ar-EG amounts in Latin digits, for an Arabic-preferring account', () => {
    const mail = refundEmail(refund, payment, items, account('ar'));
    expect(mail.subject).toBe('استرداد مبلغ من طلبك PAY-20261127-ABC');
    expect(mail.html).toContain('<html lang="ar" dir="rtl"><body lang="ar" dir="rtl"');
    expect(plain(mail.text)).toContain(
      'لقد رددنا إليك 250.50 ج.م. من عملية الدفع رقم PAY-20261127-ABC (إجمالي المدفوع: 1,500.00 ج.م.).',
    );
    expect(mail.text).toContain('هذا استرداد جزئي: ستبقى العناصر متاحة في حسابك.');
    // Titles stay as the catalogue holds them.
    expect(mail.text).toContain('Year 7 Reader × 1');
  });

  it('stays English for an English-preferring account', () => {
    const mail = refundEmail(refund, payment, items, account('en'));
    expect(mail.subject).toBe('Your refund for PAY-20261127-ABC');
    expect(mail.text).toContain(
      'We have refunded EGP 250.50 of your payment PAY-20261127-ABC (total paid: EGP 1,500.00).',
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});
