import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './harness';

/** Helpers for tests that sign up, sign in and read the mail the app wrote. */

let counter = 0;

/** A registration body the server accepts; each call gets its own username and e-mail. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  const valid = {
    username: `user.${id}`,
    email: `user.${id}@example.com`,
    password: 'S3cret!pass',
    role: 6,
    title: 0,
    firstName: 'Sara',
    lastName: 'Ahmed',
    dateOfBirth: '1990-05-17T00:00:00.000Z',
    gender: 1,
    mobileNumber: '+201001234567',
    country: 'Egypt',
    department: '',
    serviceInterests: 9,
    referralSource: 1,
    communicationPreferences: 9,
  };
  // Typed as the valid body: a test that overrides a field with a wrong type knows it does.
  return { ...valid, ...overrides } as typeof valid;
}

type Call = { method: 'GET' | 'POST'; url: string; body?: unknown; token?: string; ip?: string };

/**
 * One request to the app. Every answer is checked for password-hash material and for the password
 * sent, so no test can miss a response that leaks either.
 */
export async function call(t: TestApp, { method, url, body, token, ip }: Call) {
  const response = await t.app.inject({
    method,
    url,
    ...(body !== undefined && { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(ip && { remoteAddress: ip }),
  });
  expect(response.body).not.toContain('$argon2');
  const password = (body as { password?: unknown } | undefined)?.password;
  if (typeof password === 'string' && password.length >= 8) expect(response.body).not.toContain(password);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { token?: string } };
}

export async function register(t: TestApp, body: Record<string, unknown>, ip?: string) {
  return call(t, { method: 'POST', url: '/api/auth/register', body, ip });
}

export async function login(t: TestApp, userNameOrEmail: string, password: string, ip?: string) {
  return call(t, { method: 'POST', url: '/api/auth/login', body: { userNameOrEmail, password }, ip });
}

/** Registers a fresh account and returns its registration body and session token. */
export async function registeredUser(t: TestApp, overrides: Parameters<typeof newRegistration>[0] = {}) {
  const account = newRegistration(overrides);
  const response = await register(t, account);
  expect(response.status).toBe(201);
  return { ...account, token: response.body.token! };
}

export type OutboxMail = { file: string; raw: string; to: string; subject: string; text: string };

/** The .eml files in DATA_DIR/mail, decoded enough to search: headers and quoted-printable parts. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const raw = await readFile(path.join(dir, name), 'utf8');
        return {
          file: name,
          raw,
          to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
          subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? ''),
          text: decodeQuotedPrintable(raw) + decodeBase64Parts(raw),
        };
      }),
  );
}

/** Mail is sent after the response, so tests wait for it. */
export async function waitForMail(dataDir: string, match: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(dataDir)).find(match);
        return found !== undefined;
      },
      { timeout: 5000 },
    )
    .toBe(true);
  return found!;
}

/** Quoted-printable runs read as UTF-8, so Arabic mail (issue 26 §6) reads as it was written. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** The text of parts sent in base64 (nodemailer's choice for mostly non-Latin text, e.g. Arabic). */
function decodeBase64Parts(raw: string): string {
  const parts = raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g);
  return [...parts].map((part) => `\n${Buffer.from(part[1]!.replace(/\s/g, ''), 'base64').toString('utf8')}`).join('');
}

/** A header's MIME encoded words (`=?UTF-8?B?...?=`), folded or not, as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replaceAll('_', ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]+/g, ' ');
}
