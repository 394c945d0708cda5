import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { safeText } from '@the-gate/contract/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FileStorage } from './file-storage';
import { HttpError, notFound } from './http-errors';

/**
 * Streaming private files through links this server signed (contract §5.5): the library's material
 * files and the courses' lesson zips, one check and one way to stream for both modules.
 */

export const LINK_NOT_VALID = 'This download link is not valid or has expired.';

/** How long a signed file link works: long enough to open in a new tab and finish a download. */
export const SIGNED_FILE_URL_TTL_SECONDS = 60 * 60;

/** `?expires&signature` of a signed link; both are optional so a free file needs neither. */
export const signedQuery = z.strictObject({
  expires: safeText({ error: 'expires must be a whole number.' }, 'expires must be a whole number.')
    .regex(/^\d{1,12}$/, { error: 'expires must be a whole number.' })
    .transform(Number)
    .optional(),
  signature: safeText().max(100, { error: 'The signature is not valid.' }).optional(),
});
export type SignedQuery = z.infer<typeof signedQuery>;

/** True only for a link this server signed for exactly `route` that has not expired. */
export function isSignedFor(files: FileStorage, route: string, { expires, signature }: SignedQuery): boolean {
  return expires !== undefined && signature !== undefined && files.verifySignature(route, expires, signature);
}

export function assertSignedFor(files: FileStorage, route: string, query: SignedQuery): void {
  if (!isSignedFor(files, route, query)) throw new HttpError(403, LINK_NOT_VALID);
}

export type LocalFile = { filePath: string; size: number };

/** The private file behind `key`, or a 404 with `missingMessage` when it is not on disk. */
export async function privateFile(files: FileStorage, key: string, missingMessage: string): Promise<LocalFile> {
  const filePath = files.privatePath(key);
  const info = filePath ? await stat(filePath).catch(() => null) : null;
  if (!filePath || !info?.isFile()) throw notFound(missingMessage);
  return { filePath, size: info.size };
}

const TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.zip': 'application/zip' };

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: the quoted name keeps to safe ASCII for old
 * clients; filename* keeps the title's own letters (an en dash, Arabic) minus what no file
 * system accepts (CD-13: the zip is named after the lesson).
 */
export function contentDisposition(kind: 'attachment' | 'inline', title: string, extension: string, fallback: string) {
  const tidy = (name: string) => name.replace(/\s+/g, ' ').trim() || fallback;
  const ascii = tidy(title.replace(/[^\w .-]+/g, ''));
  const full = tidy(title.replace(/[\p{Cc}/\\:*?"<>|]+/gu, ''));
  const encoded = encodeURIComponent(`${full}${extension}`).replace(
    /['()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}${extension}"; filename*=UTF-8''${encoded}`;
}

/** Sends a private file, never cached by a shared cache: its link is someone's own. */
export function sendFile(
  reply: FastifyReply,
  file: LocalFile,
  name: { title: string; fallback: string; kind?: 'attachment' | 'inline' },
) {
  const extension = path.extname(file.filePath).toLowerCase();
  return reply
    .type(TYPES[extension] ?? 'application/octet-stream')
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(name.kind ?? 'attachment', name.title, extension, name.fallback))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file.filePath));
}
