import { escapeHtml } from '../../lib/html';
import { mailPage } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';
import type { MailContact } from '../auth/service';
import type { PaymentItemRow, PaymentRow } from './repository';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const egp = (value: number) => `EGP ${money.format(value)}`;

/**
 * Where the bought items wait (issue 23 §7): a course in My Courses, everything else (materials,
 * packages, books, exams' papers) in My Materials. The paths are the web app's (web/src/config/paths.ts).
 */
const PLACES = [
  { courses: false, text: 'Your materials are waiting in My Materials:', path: '/my-materials' },
  { courses: true, text: 'Your courses are waiting in My Courses:', path: '/my-courses' },
];

/**
 * One receipt per completed payment (issue 8 §9): the reference, the lines, the total, and a link
 * to each place the order's items wait in (My Materials, My Courses, or both). It goes to the
 * buyer's account and greets the account's name; the details typed at checkout are only shown, so
 * a checkout can never make the shop mail a stranger (issue 22 §3).
 */
export function receiptEmail(
  payment: PaymentRow,
  items: PaymentItemRow[],
  account: MailContact,
  publicUrl: string,
): MailMessage {
  const lines = items.map((item) => ({
    text: `${item.titleSnapshot} × ${item.quantity}: ${egp(item.lineTotal)}`,
    html: `${escapeHtml(item.titleSnapshot)} × ${item.quantity}: ${egp(item.lineTotal)}`,
  }));
  const discount =
    payment.discount > 0
      ? [
          `Subtotal: ${egp(payment.subtotal)}`,
          `Discount (${payment.promoCode ?? 'promo code'}): −${egp(payment.discount)}`,
        ]
      : [];
  const total = `Total paid: ${egp(payment.amount)}`;
  const greeting = `Hello ${account.firstName},`;
  const billedTo = `Billing details given at checkout: ${payment.customerName}, ${payment.customerEmail}`;
  const intro = `Thank you for your order on The Gate. Your payment ${payment.paymentReference} is complete.`;
  const bought = PLACES.filter((place) => items.some((item) => (item.itemType === 'Course') === place.courses));
  const access = bought.map((place) => ({ text: place.text, url: `${publicUrl}${place.path}` }));
  return {
    to: account.email,
    subject: `Your receipt for ${payment.paymentReference}`,
    text: [
      greeting,
      intro,
      lines.map((line) => line.text).join('\n'),
      [...discount, total].join('\n'),
      billedTo,
      ...access.flatMap(({ text, url }) => [text, url]),
      'The Gate',
    ].join('\n\n'),
    html: mailPage([
      escapeHtml(greeting),
      escapeHtml(intro),
      lines.map((line) => line.html).join('<br>'),
      [...discount, total].map(escapeHtml).join('<br>'),
      escapeHtml(billedTo),
      ...access.map(({ text, url }) => `${escapeHtml(text)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`),
      'The Gate',
    ]),
  };
}
