import { type Zippable, zipSync } from 'fflate';

/** Download bundles (a lesson's handout and notes) as ZIP, with fflate (issue 12 §6). */

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/**
 * 2025-01-01 00:00 in the current time zone: fflate writes MS-DOS times from the local clock
 * fields, so a date built in local time, when zipping, gives the same bytes in every zone.
 */
const fixedMtime = () => new Date(2025, 0, 1);

/** Deterministic: identical entries give identical bytes. Entry names must be unique. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const files: Zippable = {};
  for (const { name, data } of entries) {
    if (name in files) throw new Error(`zip: two entries named "${name}"`);
    files[name] = data;
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: fixedMtime() }));
}
