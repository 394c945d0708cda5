import type { Locale } from '@the-gate/contract/locales';
import { escapeHtml } from '../../lib/html';
import { mailPage } from '../../lib/mail/mail-html';
import { mailMoney } from '../../lib/mail/mail-money';
import type { MailMessage } from '../../lib/mail/mailer';
import type { MailContact } from '../auth/service';
import type { RefundRow } from './refunds-repository';
import type { PaymentItemRow, PaymentRow } from './repository';

/** The refund mail's words in each language (issue 26 §6). */
const WORDS = {
  en: {
    subject: (reference: string) => `Your refund for ${reference}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (amount: string, reference: string, total: string) =>
      `We have refunded ${amount} of your payment ${reference} (total paid: ${total}).`,
    forWhat: 'It was for:',
    whole: 'The whole payment has been refunded, so these items are no longer in your account.',
    partial: 'This is a partial refund: the items stay in your account.',
    timing: 'Depending on your bank, the money may take a few working days to show on your card or wallet.',
    signature: 'The Gate',
  },
  ar: {
    subject: (reference: string) => `استرداد مبلغ من طلبك ${reference}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    intro: (amount: string, reference: string, total: string) =>
      `لقد رددنا إليك ${amount} من عملية الدفع رقم ${reference} (إجمالي المدفوع: ${total}).`,
    forWhat: 'وكانت مقابل:',
    whole: 'تم استرداد المبلغ المدفوع بالكامل، لذلك لم تعد هذه العناصر متاحة في حسابك.',
    partial: 'هذا استرداد جزئي: ستبقى العناصر متاحة في حسابك.',
    timing: 'قد يستغرق ظهور المبلغ على بطاقتك أو محفظتك بضعة أيام عمل، بحسب البنك الذي تتعامل معه.',
    signature: 'فريق The Gate',
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The buyer's word that money is coming back (issue 25 §2), once Paymob has confirmed the refund: how
 * much, for which payment and what it bought, and whether the items stay (a partial refund) or have
 * left the library (all of it). Like the receipt, it goes to the account, never to an address typed at
 * checkout (issue 22 §3), in the account's preferred language (issue 26 §6).
 */
export function refundEmail(
  refund: RefundRow,
  payment: PaymentRow,
  items: PaymentItemRow[],
  account: MailContact,
): MailMessage {
  const locale = account.language;
  const words = WORDS[locale];
  const whole = payment.refundedAt !== null;
  const greeting = words.hello(account.firstName);
  const intro = words.intro(
    mailMoney(refund.amount, locale),
    payment.paymentReference,
    mailMoney(payment.amount, locale),
  );
  const lines = items.map((item) => `${item.titleSnapshot} × ${item.quantity}`);
  const access = whole ? words.whole : words.partial;
  return {
    to: account.email,
    subject: words.subject(payment.paymentReference),
    text: [greeting, intro, [words.forWhat, ...lines].join('\n'), access, words.timing, words.signature].join('\n\n'),
    html: mailPage(
      [
        escapeHtml(greeting),
        escapeHtml(intro),
        [words.forWhat, ...lines].map(escapeHtml).join('<br>'),
        escapeHtml(access),
        escapeHtml(words.timing),
        words.signature,
      ],
      locale,
    ),
  };
}
