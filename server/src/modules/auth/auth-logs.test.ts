import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newRegistration, register, registeredUser, waitForMail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createLogger } from '../../logger';

/** The app's own logger at its most talkative, writing where the test can read every line. */
const lines: string[] = [];
const logger = createLogger(
  { logLevel: 'trace', nodeEnv: 'test' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, logger });
});
afterAll(() => t?.close());

describe('the log', () => {
  it('never holds a password, its hash, or a session or reset token, even at trace level (ARCHITECTURE: auth)', async () => {
    const account = await registeredUser(t);
    const signedIn = await login(t, account.username, account.password);
    await login(t, account.username, 'Wr0ng!password');
    await call(t, { method: 'GET', url: '/api/auth/me', token: signedIn.body.token });
    await call(t, { method: 'POST', url: '/api/auth/forgot-password', body: { email: account.email } });
    const mail = await waitForMail(t.dataDir, (m) => m.to === account.email && m.subject.startsWith('Reset'));
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: resetToken, password: 'N3w!password' },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('"url":"/api/auth/login"');
    for (const secret of [
      account.password,
      'Wr0ng!password',
      'N3w!password',
      '$argon2',
      account.token,
      signedIn.body.token!,
      resetToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('logs a failed insert without the row, which holds the password hash', async () => {
    // A rule the form does not know, so that the insert itself fails.
    await t.db.execute(sql`ALTER TABLE users ADD CONSTRAINT test_no_nowhere CHECK (country <> 'Nowhere')`);
    const account = newRegistration({ country: 'Nowhere' });
    const response = await register(t, account);
    expect(response.status).toBe(500);
    expect(response.body.message).toMatch(/^Something went wrong on our side\./);
    const log = lines.join('');
    expect(log).toContain('test_no_nowhere');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(account.password);
  });
});
