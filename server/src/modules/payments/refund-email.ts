import { escapeHtml } from '../../lib/html';
import { mailPage } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';
import type { MailContact } from '../auth/service';
import { egpCents } from './events';
import { toCents } from './pricing';
import type { RefundRow } from './refunds-repository';
import type { PaymentItemRow, PaymentRow } from './repository';

/**
 * The buyer's word that money is coming back (issue 25 §2), once Paymob has confirmed the refund: how
 * much, for which payment and what it bought, and whether the items stay (a partial refund) or have
 * left the library (all of it). Like the receipt, it goes to the account, never to an address typed at
 * checkout (issue 22 §3).
 */
export function refundEmail(
  refund: RefundRow,
  payment: PaymentRow,
  items: PaymentItemRow[],
  account: MailContact,
): MailMessage {
  const amount = egpCents(toCents(refund.amount));
  const whole = payment.refundedAt !== null;
  const greeting = `Hello ${account.firstName},`;
  const intro = `We have refunded ${amount} of your payment ${payment.paymentReference} (total paid: ${egpCents(toCents(payment.amount))}).`;
  const forWhat = 'It was for:';
  const lines = items.map((item) => `${item.titleSnapshot} × ${item.quantity}`);
  const access = whole
    ? 'The whole payment has been refunded, so these items are no longer in your account.'
    : 'This is a partial refund: the items stay in your account.';
  const timing = 'Depending on your bank, the money may take a few working days to show on your card or wallet.';
  return {
    to: account.email,
    subject: `Your refund for ${payment.paymentReference}`,
    text: [greeting, intro, [forWhat, ...lines].join('\n'), access, timing, 'The Gate'].join('\n\n'),
    html: mailPage([
      escapeHtml(greeting),
      escapeHtml(intro),
      [forWhat, ...lines].map(escapeHtml).join('<br>'),
      escapeHtml(access),
      escapeHtml(timing),
      'The Gate',
    ]),
  };
}
