import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env';

/** Decodes a quoted-printable body, as mail clients do. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a mail to `to` whose subject matches, in the server's outbox folder, and returns its text. */
export async function waitForMail(to: string, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const raw = await readFile(path.join(MAIL_DIR, name), 'utf8');
          const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
          if (headers.includes(to) && subject.test(headers)) {
            found = decodeQuotedPrintable(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}
