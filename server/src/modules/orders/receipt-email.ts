import { escapeHtml, mailPage } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';
import type { PaymentItemRow, PaymentRow } from './repository';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const egp = (value: number) => `EGP ${money.format(value)}`;

/** One receipt per completed payment (issue 8 §9): the reference, the lines, the total, the library. */
export function receiptEmail(payment: PaymentRow, items: PaymentItemRow[], publicUrl: string): MailMessage {
  const library = `${publicUrl}/my-materials`;
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
  const greeting = `Hello ${payment.customerName},`;
  const intro = `Thank you for your order on The Gate. Your payment ${payment.paymentReference} is complete.`;
  const access = 'Your materials are waiting in My Materials:';
  return {
    to: payment.customerEmail,
    subject: `Your receipt for ${payment.paymentReference}`,
    text: [
      greeting,
      intro,
      lines.map((line) => line.text).join('\n'),
      [...discount, total].join('\n'),
      access,
      library,
      'The Gate',
    ].join('\n\n'),
    html: mailPage([
      escapeHtml(greeting),
      escapeHtml(intro),
      lines.map((line) => line.html).join('<br>'),
      [...discount, total].map(escapeHtml).join('<br>'),
      `${access} <a href="${escapeHtml(library)}">${escapeHtml(library)}</a>`,
      'The Gate',
    ]),
  };
}
