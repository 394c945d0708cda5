import { createHash, type Hash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { ObjectStore } from './object-store';

/** The parts of a store that hold the shop's files; `uploads/` (files still arriving) is not one. */
export const FILE_PREFIXES = ['public/', 'private/'] as const;

export type CopyReport = { copied: number; skipped: number; bytes: number };

/**
 * Copies every object under `prefixes` from one store to another (issue 28 §4: the local folder into
 * a bucket, a bucket into a backup folder and back). Each copy is checked: the size, and the MD5 of
 * what was sent against the MD5 of what landed. Resumable: an object already there with the same size
 * and checksum is skipped, so a copy stopped half-way is run again and finishes the rest.
 */
export async function copyObjects(
  from: ObjectStore,
  to: ObjectStore,
  {
    prefixes = FILE_PREFIXES,
    leaveOut = [],
    onCopied,
  }: { prefixes?: readonly string[]; leaveOut?: readonly string[]; onCopied?: (key: string) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  for (const prefix of prefixes) {
    for await (const { key, size } of from.list(prefix)) {
      if (leaveOut.some((left) => key.startsWith(left))) continue;
      const there = await to.head(key);
      if (there?.size === size && (await md5Of(to, key)) === (await md5Of(from, key))) {
        report.skipped += 1;
        continue;
      }
      const source = await from.get(key);
      // Removed since it was listed (a replaced stamped copy): nothing to copy.
      if (!source) continue;
      const hash = createHash('md5');
      await to.putStream(key, source.body.pipe(hashing(hash)), source.size);
      const sent = hash.digest('hex');
      const landed = await to.head(key);
      if (landed?.size !== source.size || (await md5Of(to, key)) !== sent) {
        throw new Error(`${key}: the copy is not the same as the source (size or checksum differs). Run again.`);
      }
      report.copied += 1;
      report.bytes += source.size;
      onCopied?.(key);
    }
  }
  return report;
}

/**
 * The MD5 of an object, hex. An S3 ETag of an object written in one PUT is its MD5 and is used as it
 * is; anything else (the local folder, a multipart ETag) is read and hashed.
 */
export async function md5Of(store: ObjectStore, key: string): Promise<string | null> {
  const head = await store.head(key);
  if (!head) return null;
  const etag = head.version.replaceAll('"', '');
  if (store.settings.kind === 's3' && /^[0-9a-f]{32}$/.test(etag)) return etag;
  const found = await store.get(key);
  if (!found) return null;
  const hash = createHash('md5');
  for await (const chunk of found.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Passes the bytes on unchanged, adding them to `hash` on the way. */
function hashing(hash: Hash): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}
