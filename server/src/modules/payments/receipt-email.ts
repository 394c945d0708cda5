import { type Locale, localisedPath } from '@the-gate/contract/locales';
import { escapeHtml } from '../../lib/html';
import { mailPage } from '../../lib/mail/mail-html';
import { mailMoney } from '../../lib/mail/mail-money';
import type { MailMessage } from '../../lib/mail/mailer';
import type { MailContact } from '../auth/service';
import type { PaymentItemRow, PaymentRow } from './repository';

/**
 * Where the bought items wait (issue 23 §7): a course in My Courses, everything else (materials,
 * packages, books, exams' papers) in My Materials. The paths are the web app's (web/src/config/paths.ts).
 */
const PLACES = [
  { courses: false, path: '/my-materials' },
  { courses: true, path: '/my-courses' },
];

/** The receipt's words in each language (issue 26 §6); item titles stay as the catalogue holds them. */
const WORDS = {
  en: {
    subject: (reference: string) => `Your receipt for ${reference}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (reference: string) => `Thank you for your order on The Gate. Your payment ${reference} is complete.`,
    subtotal: 'Subtotal',
    discount: (code: string | null) => `Discount (${code ?? 'promo code'})`,
    total: 'Total paid',
    billedTo: (name: string, email: string) => `Billing details given at checkout: ${name}, ${email}`,
    places: ['Your materials are waiting in My Materials:', 'Your courses are waiting in My Courses:'],
    signature: 'The Gate',
  },
  ar: {
    subject: (reference: string) => `إيصال الدفع الخاص بطلبك ${reference}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    intro: (reference: string) => `شكرًا لطلبك من The Gate. اكتملت عملية الدفع رقم ${reference} بنجاح.`,
    subtotal: 'المجموع الفرعي',
    discount: (code: string | null) => `الخصم (${code ?? 'كود الخصم'})`,
    total: 'إجمالي المدفوع',
    billedTo: (name: string, email: string) => `بيانات الفاتورة المُدخلة عند الدفع: ${name}، ${email}`,
    places: ['موادك التعليمية في انتظارك في «موادي»:', 'دوراتك في انتظارك في «دوراتي»:'],
    signature: 'فريق The Gate',
  },
} as const satisfies Record<Locale, unknown>;

/**
 * One receipt per completed payment (issue 8 §9): the reference, the lines, the total, and a link
 * to each place the order's items wait in (My Materials, My Courses, or both). It goes to the
 * buyer's account and greets the account's name; the details typed at checkout are only shown, so
 * a checkout can never make the shop mail a stranger (issue 22 §3). It is written in the account's
 * preferred language, with that language's prices and links (issue 26 §6).
 */
export function receiptEmail(
  payment: PaymentRow,
  items: PaymentItemRow[],
  account: MailContact,
  publicUrl: string,
): MailMessage {
  const locale = account.language;
  const words = WORDS[locale];
  const money = (pounds: number) => mailMoney(pounds, locale);
  const lines = items.map((item) => ({
    text: `${item.titleSnapshot} × ${item.quantity}: ${money(item.lineTotal)}`,
    html: `${escapeHtml(item.titleSnapshot)} × ${item.quantity}: ${money(item.lineTotal)}`,
  }));
  const discount =
    payment.discount > 0
      ? [
          `${words.subtotal}: ${money(payment.subtotal)}`,
          `${words.discount(payment.promoCode)}: −${money(payment.discount)}`,
        ]
      : [];
  const total = `${words.total}: ${money(payment.amount)}`;
  const greeting = words.hello(account.firstName);
  const billedTo = words.billedTo(payment.customerName, payment.customerEmail);
  const intro = words.intro(payment.paymentReference);
  const access = PLACES.flatMap((place, index) =>
    items.some((item) => (item.itemType === 'Course') === place.courses)
      ? [{ text: words.places[index]!, url: `${publicUrl}${localisedPath(place.path, locale)}` }]
      : [],
  );
  return {
    to: account.email,
    subject: words.subject(payment.paymentReference),
    text: [
      greeting,
      intro,
      lines.map((line) => line.text).join('\n'),
      [...discount, total].join('\n'),
      billedTo,
      ...access.flatMap(({ text, url }) => [text, url]),
      words.signature,
    ].join('\n\n'),
    html: mailPage(
      [
        escapeHtml(greeting),
        escapeHtml(intro),
        lines.map((line) => line.html).join('<br>'),
        [...discount, total].map(escapeHtml).join('<br>'),
        escapeHtml(billedTo),
        ...access.map(({ text, url }) => `${escapeHtml(text)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`),
        words.signature,
      ],
      locale,
    ),
  };
}
