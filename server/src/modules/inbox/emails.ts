import { escapeHtml } from '../../lib/html';
import { mailPage } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';

type Field = [label: string, value: string | null];

/** A header is one line: whatever the sender typed, line breaks never reach it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The owner's copy of a form: each field on its own line, then the free text as typed. Every
 * value is the sender's own words, so the HTML part escapes all of them.
 */
function formMail(to: string, subject: string, intro: string, fields: Field[], message?: string | null): MailMessage {
  const given = fields.filter((field): field is [string, string] => field[1] !== null);
  return {
    to,
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
  return formMail(to, `Newsletter subscription: ${email}`, 'A new address subscribed to the newsletter on The Gate.', [
    ['Email', email],
  ]);
}

export function notifyRequestEmail(to: string, form: { email: string; topic: string }): MailMessage {
  return formMail(
    to,
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
