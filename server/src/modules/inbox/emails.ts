import { escapeHtml } from '../../lib/html';
import { mailPage } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';

type Field = [label: string, value: string | null];

/** A header is one line: whatever the sender typed, line breaks never reach it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The form's sender, whom the owner's reply reaches (issue 23 §7): the address and, when given, the name. */
type Sender = { email: string; name?: string };

/**
 * The owner's copy of a form: each field on its own line, then the free text as typed. Every
 * value is the sender's own words, so the HTML part escapes all of them. Replying answers the
 * sender, not MAIL_FROM's no-reply address.
 */
function formMail(
  to: string,
  sender: Sender,
  subject: string,
  intro: string,
  fields: Field[],
  message?: string | null,
): MailMessage {
  const given = fields.filter((field): field is [string, string] => field[1] !== null);
  return {
    to,
    replyTo: sender.name ? { name: oneLine(sender.name), address: sender.email } : sender.email,
    subject: oneLine(subject),
    text: [
      intro,
      given.map(([label, value]) => `${label}: ${value}`).join('\n'),
      ...(message ? [`Message:\n${message}`] : []),
    ].join('\n\n'),
    html: mailPage([
      escapeHtml(intro),
      given.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>'),
      ...(message ? [`<strong>Message:</strong><br>${escapeHtml(message).replace(/\r?\n/g, '<br>')}`] : []),
    ]),
  };
}

export function contactMessageEmail(
  to: string,
  form: { name: string; email: string; subject: string; message: string },
): MailMessage {
  return formMail(
    to,
    form,
    `Contact form: ${form.subject}`,
    'A message came in through the contact form on The Gate.',
    [
      ['Name', form.name],
      ['Email', form.email],
      ['Subject', form.subject],
    ],
    form.message,
  );
}

export function newsletterSubscriptionEmail(to: string, email: string): MailMessage {
  return formMail(
    to,
    { email },
    `Newsletter subscription: ${email}`,
    'A new address subscribed to the newsletter on The Gate.',
    [['Email', email]],
  );
}

export function notifyRequestEmail(to: string, form: { email: string; topic: string }): MailMessage {
  return formMail(
    to,
    { email: form.email },
    `Notify me (${form.topic}): ${form.email}`,
    `Someone asked to be told when ${form.topic} open on The Gate.`,
    [
      ['Email', form.email],
      ['Topic', form.topic],
    ],
  );
}

export function consultationRequestEmail(
  to: string,
  form: { name: string; email: string; schoolName: string; phone: string | null; message: string | null },
): MailMessage {
  return formMail(
    to,
    form,
    `Consultation request: ${form.schoolName}`,
    'A school requested a consultation on The Gate.',
    [
      ['Name', form.name],
      ['Email', form.email],
      ['School', form.schoolName],
      ['Phone', form.phone],
    ],
    form.message,
  );
}
