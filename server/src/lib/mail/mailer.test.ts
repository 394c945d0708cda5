import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from '../../../test/fake-smtp-server';
import { loadConfig } from '../../config';
import { createMailer, outboxFileName, sendInBackground } from './mailer';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-mail-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const message = {
  to: 'sara@example.com',
  subject: 'Welcome to The Gate',
  text: 'Hello Sara,\n\nYour account has been created.',
  html: '<p>Hello Sara,</p><p>Your account has been created.</p>',
};

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/mail and logs its path', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), logger);
    await mailer.send(message);

    const names = await readdir(path.join(dataDir, 'mail'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-welcome-to-the-gate-[0-9a-f]{8}\.eml$/);
    const file = path.join(dataDir, 'mail', names[0]!);
    const eml = await readFile(file, 'utf8');
    expect(eml).toMatch(/^From: The Gate <no-reply@thegate\.example>$/m);
    expect(eml).toMatch(/^To: sara@example\.com$/m);
    expect(eml).toMatch(/^Subject: Welcome to The Gate$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('Your account has been created.');
    expect(eml).not.toContain('\r\n');
    await expect.poll(() => lines.some((line) => line.file === file && line.level === 30)).toBe(true);
  });

  it('uses MAIL_FROM as the sender', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'the-gate-mail-from-'));
    try {
      const mailer = createMailer(
        loadConfig({ DATA_DIR: dir, MAIL_FROM: 'Gate Support <support@thegate.example>' }),
        pino({ level: 'silent' }),
      );
      await mailer.send(message);
      const [name] = await readdir(path.join(dir, 'mail'));
      expect(await readFile(path.join(dir, 'mail', name!), 'utf8')).toMatch(
        /^From: Gate Support <support@thegate\.example>$/m,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('createMailer with SMTP_URL', () => {
  it('sends through the SMTP server and writes no file', async () => {
    const smtp = await startFakeSmtpServer();
    const dir = await mkdtemp(path.join(tmpdir(), 'the-gate-mail-smtp-'));
    try {
      const mailer = createMailer(loadConfig({ DATA_DIR: dir, SMTP_URL: smtp.url }), pino({ level: 'silent' }));
      await mailer.send(message);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@thegate.example', to: ['sara@example.com'] });
      expect(smtp.received[0]!.data).toMatch(/^Subject: Welcome to The Gate$/m);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await smtp.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('outboxFileName', () => {
  it('sorts by time and names the subject in safe characters', () => {
    const name = outboxFileName('Reset your password for The Gate!', new Date('2026-11-22T07:53:15.042Z'));
    expect(name).toMatch(/^2026-11-22T07-53-15-042Z-reset-your-password-for-the-gate-[0-9a-f]{8}\.eml$/);
    expect(outboxFileName('???', new Date(0))).toMatch(/^1970-01-01T00-00-00-000Z-message-[0-9a-f]{8}\.eml$/);
  });
});

describe('sendInBackground', () => {
  it('answers at once and logs a failed send instead of throwing', async () => {
    const { logger, lines } = capturingLogger();
    let attempted = false;
    const failing = {
      send: async () => {
        attempted = true;
        throw new Error('connection refused');
      },
    };
    sendInBackground(failing, message, logger);
    expect(attempted).toBe(false);
    await expect
      .poll(() => lines.find((line) => line.msg === 'could not send a mail'))
      .toMatchObject({ level: 50, subject: 'Welcome to The Gate', err: { message: 'connection refused' } });
  });
});
