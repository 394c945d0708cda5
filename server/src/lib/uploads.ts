import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from './file-storage';
import { badRequest, HttpError } from './http-errors';

/**
 * Receiving one uploaded file (issue 24 §3): a multipart/form-data request with a single part, the
 * file in the field `file`, streamed to the storage's upload folder and never held in memory whole.
 * Every refusal is a 4xx in plain words, and leaves nothing behind.
 */

export const NOT_MULTIPART = 'Send the file as multipart/form-data, in the field "file".';
export const NO_FILE = 'The request has no file. Send it in the field "file".';
export const ONLY_ONE_FILE = 'Send exactly one file, in the field "file", and nothing else.';
export const UPLOAD_BROKEN = 'The upload arrived incomplete or damaged. Please send the file again.';

/** A new name per upload: a replaced file is never overwritten in place, so no reader sees a mix. */
export const freshName = () => randomBytes(8).toString('hex');

/** A file that arrived whole, at `path` in the upload folder; the caller moves or removes it. */
export type Upload = { path: string; size: number };

/** `maxBytes` is the largest file accepted; a larger one is refused with 413 and `tooLarge`. */
export async function receiveUpload(
  req: FastifyRequest,
  files: FileStorage,
  limit: { maxBytes: number; tooLarge: string },
): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest(NOT_MULTIPART);
  const target = await files.uploadPath();
  let size: number | null = null;
  try {
    // @fastify/multipart is registered with throwFileSizeLimit: false: a file cut at the limit is
    // answered below, with the limit's own message.
    const parts = req.parts({ limits: { fileSize: limit.maxBytes, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') {
        if (part.type === 'file') part.file.resume();
        throw badRequest(ONLY_ONE_FILE);
      }
      const out = createWriteStream(target);
      await pipeline(part.file, out);
      if (part.file.truncated) throw new HttpError(413, limit.tooLarge);
      size = out.bytesWritten;
    }
  } catch (error) {
    await rm(target, { force: true });
    throw asClientError(error);
  }
  if (size === null) {
    await rm(target, { force: true });
    throw badRequest(NO_FILE);
  }
  return { path: target, size };
}

/**
 * What went wrong reading the request is the sender's (a second part, a field, a body cut short);
 * what went wrong writing the file (a full disk) is ours and stays a 500.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest(ONLY_ONE_FILE);
  return badRequest(UPLOAD_BROKEN);
}
