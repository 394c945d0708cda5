import type { AdminMessage } from '@the-gate/contract/admin-inbox';
import { escapeHtml } from '../../lib/html';
import { mailPage } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';

/** What the sender wrote, as the reply quotes it: the message, or for a Notify Me request what was asked. */
function original(message: AdminMessage): string {
  if (message.message) return message.message;
  if (message.kind === 'notify') return `Please tell me when ${message.summary} open on The Gate.`;
  return message.summary;
}

const when = (iso: string) => new Date(iso).toUTCString();

/**
 * The back office's answer to a form (issue 25 §6): to the sender, from MAIL_FROM (the mailer's
 * own From), replies going to the shop's contact address. The staff member's text is plain text; the
 * HTML part escapes it and the quoted original, both typed by people, so no markup of theirs renders.
 */
export function replyEmail(
  message: AdminMessage,
  reply: { subject: string; body: string },
  contactTo: string,
): MailMessage {
  const who = message.name ?? message.email;
  const quoted = original(message);
  const intro = `On ${when(message.createdAt)}, ${who} wrote:`;
  const asHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
  return {
    to: message.email,
    replyTo: contactTo,
    subject: reply.subject,
    text: [
      reply.body,
      intro,
      quoted
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n'),
    ].join('\n\n'),
    html: mailPage([
      asHtml(reply.body),
      `${escapeHtml(intro)}<br><blockquote style="margin:0 0 0 8px;padding-left:8px;border-left:2px solid #d1d5db">${asHtml(quoted)}</blockquote>`,
    ]),
  };
}

/** "Re: " and what the message was about, unless it already starts so. */
export function defaultReplySubject(message: AdminMessage): string {
  const about = message.kind === 'notify' ? `Notify me: ${message.summary}` : message.summary;
  return /^re:/i.test(about) ? about : `Re: ${about}`;
}
