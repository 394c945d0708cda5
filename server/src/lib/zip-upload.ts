import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { badRequest, HttpError } from './http-errors';

/**
 * An uploaded ZIP (a lesson's files, issue 24 §3), checked by its content before it is stored: it
 * must be a ZIP fflate can list, with a bounded number of files and unpacked size (a "zip bomb" is
 * refused), and no file whose path leaves the folder it is unpacked in ("../x", "/x", "C:\x"), which
 * some unzip tools would write where the teacher never meant. The server lists the archive (its
 * central directory) and never unpacks it: the sizes checked are those the archive declares.
 */

/** The largest ZIP accepted: a lesson's handouts, slides and recordings. */
export const MAX_ZIP_BYTES = 100 * 1024 * 1024;
/** The most files one ZIP may hold: a lesson has a handful; thousands are a mistake or an attack. */
export const MAX_ZIP_ENTRIES = 1000;
/** The most its files may take unpacked, as the archive declares them. */
export const MAX_ZIP_UNPACKED_BYTES = 500 * 1024 * 1024;

export const ZIP_TOO_LARGE = 'The ZIP file is larger than 100 MB. Upload a smaller one.';
export const NOT_A_ZIP =
  "This file is not a ZIP archive, whatever its name says. Upload the lesson's files as one .zip file.";
export const ZIP_EMPTY = "This ZIP file has no files in it. Upload one with the lesson's files.";
export const ZIP_UNREADABLE = 'This ZIP file could not be read; it may be damaged. Make it again and upload that.';
export const ZIP_TOO_MANY_FILES = 'The ZIP file holds more than 1,000 files. Upload one with fewer.';
export const ZIP_TOO_BIG_UNPACKED = 'Unpacked, the ZIP file would take more than 500 MB. Upload a smaller one.';
export const zipUnsafePath = (name: string) =>
  `The ZIP file has a file whose path leaves its folder: "${name.slice(0, 100)}". Make the ZIP again from a folder, with plain names.`;

/** What `receiveUpload` is given for a ZIP: the limit and its message. */
export const ZIP_LIMIT = { maxBytes: MAX_ZIP_BYTES, tooLarge: ZIP_TOO_LARGE };

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ARCHIVE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** A path that, unpacked, lands outside the folder: absolute, with a drive, or climbing out with "..". */
function leavesFolder(name: string): boolean {
  const path = name.replaceAll('\\', '/');
  return path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.split('/').includes('..') || path.includes('\0');
}

/** The ZIP at `path` listed: how many files it holds, or a 400 saying what is wrong with it. */
export async function checkZip(path: string): Promise<{ files: number }> {
  const bytes = await readFile(path);
  if (bytes.subarray(0, 4).equals(EMPTY_ARCHIVE)) throw badRequest(ZIP_EMPTY);
  if (!bytes.subarray(0, 4).equals(LOCAL_FILE_HEADER)) throw badRequest(NOT_A_ZIP);
  let entries = 0;
  let unpacked = 0;
  try {
    // The filter sees each entry of the central directory and keeps none: nothing is inflated. It
    // stops at the first refusal, before a directory claiming billions of entries is walked to its end.
    unzipSync(bytes, {
      filter: ({ name, size, originalSize }) => {
        entries += 1;
        if (entries > MAX_ZIP_ENTRIES) throw badRequest(ZIP_TOO_MANY_FILES);
        if (!name || size > bytes.length) throw badRequest(ZIP_UNREADABLE);
        if (leavesFolder(name)) throw badRequest(zipUnsafePath(name));
        unpacked += originalSize;
        if (unpacked > MAX_ZIP_UNPACKED_BYTES) throw badRequest(ZIP_TOO_BIG_UNPACKED);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(ZIP_UNREADABLE);
  }
  if (entries === 0) throw badRequest(ZIP_EMPTY);
  return { files: entries };
}
