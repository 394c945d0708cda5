import { escapeHtml } from '../../lib/html';
import { mailPage as page } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';

type Recipient = { email: string; firstName: string };

export function welcomeEmail(user: Recipient & { username: string }, publicUrl: string): MailMessage {
  const loginUrl = `${publicUrl}/login`;
  return {
    to: user.email,
    subject: 'Welcome to The Gate',
    text: [
      `Hello ${user.firstName},`,
      `Your account on The Gate has been created. Your username is ${user.username}.`,
      `Sign in at ${loginUrl} to find materials and courses for Cambridge Checkpoint English.`,
      'The Gate',
    ].join('\n\n'),
    html: page([
      `Hello ${escapeHtml(user.firstName)},`,
      `Your account on The Gate has been created. Your username is <strong>${escapeHtml(user.username)}</strong>.`,
      `<a href="${escapeHtml(loginUrl)}">Sign in</a> to find materials and courses for Cambridge Checkpoint English.`,
      'The Gate',
    ]),
  };
}

export function resetPasswordEmail(user: Recipient, publicUrl: string, token: string): MailMessage {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: 'Reset your password for The Gate',
    text: [
      `Hello ${user.firstName},`,
      'Someone asked to reset the password of your account on The Gate. To choose a new password, open this link:',
      link,
      'The link expires in 1 hour and can be used once. If you did not ask for it, ignore this message: your password stays as it is.',
      'The Gate',
    ].join('\n\n'),
    html: page([
      `Hello ${escapeHtml(user.firstName)},`,
      'Someone asked to reset the password of your account on The Gate. To choose a new password, open this link:',
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      'The link expires in 1 hour and can be used once. If you did not ask for it, ignore this message: your password stays as it is.',
      'The Gate',
    ]),
  };
}
