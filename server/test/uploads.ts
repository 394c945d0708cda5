import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './harness';

/** Helpers for tests of the back office's uploads (issue 24 §3). */

export type Part = { name: string; data: Buffer | string; filename?: string; type?: string };

/** A multipart/form-data body, written by hand so a test can send exactly what a browser would (or not). */
export function form(parts: Part[]) {
  const boundary = `----the-gate-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\ncontent-disposition: ${disposition}\r\n${part.type ? `content-type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One file in the field `file`, as the back office sends it. */
export const aFile = (data: Buffer | string, filename: string, type: string): Part[] => [
  { name: 'file', data, filename, type },
];

/** PUT `url` with `parts` as a form, signed in with `token`: the status and JSON answer. */
export async function putForm(t: TestApp, url: string, token: string, parts: Part[]) {
  const { payload, contentType } = form(parts);
  const response = await t.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A plain PNG picture. */
export const png = (width = 300, height = 400, background = '#2f6fb0') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Every file under a folder, relative to it (none when it does not exist). */
export const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
