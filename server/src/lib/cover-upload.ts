import { readFile, rm } from 'node:fs/promises';
import sharp from 'sharp';
import type { FileStorage } from './file-storage';
import { badRequest } from './http-errors';
import { renditionKeys, writePublicImage } from './images';
import { freshName, type Upload } from './uploads';

/**
 * An uploaded cover (issue 24 §3), for every kind that has one: materials, packages and books, exams,
 * courses. One place checks the picture by its content and writes it with the renditions every public
 * image has, under a new key per upload, so each module only points its row at the key it gets back.
 */

/** The largest cover picture accepted. */
export const MAX_COVER_BYTES = 10 * 1024 * 1024;
/** A cover's largest size in pixels: decoding costs 4 bytes a pixel, and the widest rendition is 960. */
export const MAX_COVER_PIXELS = 40_000_000;

export const COVER_TOO_LARGE = 'The picture is larger than 10 MB. Upload a smaller one.';
export const NOT_A_COVER = 'This file is not a JPEG, PNG or WebP picture. Upload the cover in one of those formats.';
export const COVER_TOO_MANY_PIXELS = 'The picture has more than 40 million pixels. Upload a smaller one.';
export const COVER_UNREADABLE = 'This picture could not be read; it may be damaged. Save it again and upload that.';

/** What `receiveUpload` is given for a cover: the limit and its message. */
export const COVER_LIMIT = { maxBytes: MAX_COVER_BYTES, tooLarge: COVER_TOO_LARGE };

const COVER_EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** A storage error (disk full, no permission) is ours; any other failure reading the input is the file's. */
export const isStorageError = (error: unknown) => error instanceof Error && 'syscall' in error;

/**
 * Stores the uploaded cover at `{keyPrefix}{new name}.{jpg|png|webp}` with its renditions, then calls
 * `save(key)` (the caller's audited transaction pointing its row at the key) and answers the key. A
 * picture that is not one (or is damaged, or too big) is a 400 with the messages above; if anything
 * fails, the files written for it are removed again and the error stands. The upload is always removed.
 * The previous cover is kept: a page rendered just before still shows it.
 */
export async function replaceCover(
  files: FileStorage,
  upload: Upload,
  keyPrefix: string,
  save: (key: string) => Promise<void>,
): Promise<string> {
  const written: string[] = [];
  try {
    const bytes = await readFile(upload.path);
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    const extension = meta?.format && COVER_EXTENSIONS[meta.format];
    if (!meta || !extension) throw badRequest(NOT_A_COVER);
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_COVER_PIXELS) throw badRequest(COVER_TOO_MANY_PIXELS);
    const key = `${keyPrefix}${freshName()}.${extension}`;
    written.push(key, ...renditionKeys(key));
    await writePublicImage(files, key, bytes).catch((error: unknown) => {
      throw isStorageError(error) ? error : badRequest(COVER_UNREADABLE);
    });
    await save(key);
    return key;
  } catch (error) {
    await files.removePublic(...written);
    throw error;
  } finally {
    await rm(upload.path, { force: true });
  }
}
