import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config';

/**
 * `replyTo`: who a reply reaches instead of MAIL_FROM's no-reply address (a form's sender, issue 23
 * §7). Nodemailer writes it as an address header, never as raw text, and the forms' schemas refuse
 * an address or a name with a line break, so a sender cannot add headers through it.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | { name: string; address: string };
};
export type Mailer = { send(message: MailMessage): Promise<void> };

export type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise each message becomes an RFC 822 `.eml` file
 * in DATA_DIR/mail, so someone running `npm start` can open the welcome or reset mail in any mail
 * program without a mail server.
 */
export function createMailer(config: MailConfig, logger: Logger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom, logger);
  return outboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom, logger);
}

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
    },
  };
}

function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName(message.subject));
      await writeFile(file, info.message);
      logger.info({ file }, 'mail written to the outbox folder (set SMTP_URL to send it)');
    },
  };
}

/**
 * `<ISO timestamp>-<subject slug>-<random>.eml`; the timestamp's colons and dot become hyphens,
 * which Windows does not allow in file names. Sorting by name sorts by time.
 */
export function outboxFileName(subject: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const slug =
    subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'message';
  return `${stamp}-${slug}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Sends after the response has gone: a slow or failing mail server neither delays nor fails the
 * request, and the response time does not tell whether a mail was sent. Failures are logged.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, logger: Logger): void {
  setImmediate(() => {
    mailer
      .send(message)
      .catch((err: unknown) => logger.error({ err, subject: message.subject }, 'could not send a mail'));
  });
}
