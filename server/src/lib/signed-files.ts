import path from 'node:path';
import { Readable } from 'node:stream';
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

/** A private file found in the store: its key (under `private/`) and size. */
export type PrivateFile = { key: string; size: number; missingMessage: string };

/** The private file behind `key`, or a 404 with `missingMessage` when the store has none. */
export async function privateFile(files: FileStorage, key: string, missingMessage: string): Promise<PrivateFile> {
  const found = await files.headPrivate(key);
  if (!found) throw notFound(missingMessage);
  return { key, size: found.size, missingMessage };
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

/**
 * Sends a private file, never cached by a shared cache: its link is someone's own. A download
 * (attachment) is a redirect to the store's presigned URL for a minute, named and typed as it would
 * be here, when the store has such URLs (issue 28 §3); otherwise, and for what the reader opens (a
 * script on this site or READER_URL's, which may not follow a redirect to another origin), the file
 * streams through this server.
 */
export async function sendFile(
  reply: FastifyReply,
  files: FileStorage,
  file: PrivateFile,
  name: { title: string; fallback: string; kind?: 'attachment' | 'inline' },
) {
  const extension = path.extname(file.key).toLowerCase();
  const kind = name.kind ?? 'attachment';
  const contentType = TYPES[extension] ?? 'application/octet-stream';
  const disposition = contentDisposition(kind, name.title, extension, name.fallback);
  reply.header('cache-control', 'private, no-store');
  if (kind === 'attachment') {
    const url = await files.privateDownloadUrl(file.key, { contentType, contentDisposition: disposition });
    if (url) return reply.redirect(url, 302);
  }
  reply.type(contentType).header('content-disposition', disposition);
  // A HEAD answers the headers alone: the store is not asked for the body. (An empty stream, not
  // nothing: Fastify's HEAD routes would write the length of nothing, 0.)
  if (reply.request.method === 'HEAD') return reply.header('content-length', file.size).send(Readable.from([]));
  const found = await files.openPrivate(file.key);
  if (!found) throw notFound(file.missingMessage);
  return reply.header('content-length', found.size).send(found.body);
}
