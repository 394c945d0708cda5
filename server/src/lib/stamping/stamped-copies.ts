import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FileStorage } from '../file-storage';
import { notFound } from '../http-errors';
import { footerLine, type Stamp } from './footer';
import { StampError } from './stamp-error';
import type { StampPool } from './stamp-pool';

export const STAMP_SOURCE_MISSING = 'This file is not available right now.';

/**
 * The private folder the copies live in: `stamped/{h(fileKey)}/{userId}/{h(footer line, source
 * version)}.{ext}`.
 */
const COPIES_FOLDER = 'stamped';

/** How often a copy is made again when its source was replaced while it was being made. */
const ATTEMPTS = 3;

/** A stamped copy: its private key and size. */
export type StampedCopy = { key: string; size: number };

/**
 * Each buyer's stamped copy of a paid file, made once and kept in the store (issue 27 §2, issue 28):
 * a download after the first sends the kept copy. A copy belongs to one source, one user, one footer
 * line and one version of the source, so a changed name or e-mail gives a new copy, and so does a
 * source written again under the same key.
 */
export class StampedCopies {
  /** Copies being made, by key: concurrent requests for one copy wait for one job. */
  private readonly making = new Map<string, Promise<StampedCopy>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly pool: StampPool,
  ) {}

  /** The stamped copy of the private file `fileKey` for `userId`; a 404 when the source is missing. */
  async copyFor({ fileKey, userId, stamp }: { fileKey: string; userId: string; stamp: Stamp }): Promise<StampedCopy> {
    const kind = kindOf(fileKey);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const source = await this.storage.headPrivate(fileKey);
      if (!source) throw notFound(STAMP_SOURCE_MISSING);
      const key = copyKey(fileKey, userId, stamp, source.version);
      const made = await this.once(key, () => this.make(fileKey, key, kind, stamp));
      // The source must still be the version the copy was made from: a copy of a file replaced
      // meanwhile is of a file that is gone, and is made again from the new one.
      const after = await this.storage.headPrivate(fileKey);
      if (after?.version === source.version) return made;
      await this.storage.removePrivate(key);
      if (!after) throw notFound(STAMP_SOURCE_MISSING);
    }
    throw new Error(`The file ${fileKey} kept changing while it was being stamped.`);
  }

  /** Deletes every stamped copy of `fileKey`: the back office replaced or removed that file. */
  removeCopiesOf(fileKey: string): Promise<void> {
    return removeStampedCopies(this.storage, fileKey);
  }

  /** One job per copy at a time; removed once settled, so a failure is not kept and the next request tries again. */
  private once(key: string, work: () => Promise<StampedCopy>): Promise<StampedCopy> {
    const pending = this.making.get(key);
    if (pending) return pending;
    const job = work().finally(() => this.making.delete(key));
    this.making.set(key, job);
    return job;
  }

  private async make(fileKey: string, key: string, kind: 'pdf' | 'zip', stamp: Stamp): Promise<StampedCopy> {
    const kept = await this.storage.headPrivate(key);
    if (kept) return { key, size: kept.size };
    const made = await this.pool.stamp({
      store: this.storage.store.settings,
      sourceKey: this.storage.privateStoreKey(fileKey),
      targetKey: this.storage.privateStoreKey(key),
      kind,
      stamp,
    });
    if (!made) throw notFound(STAMP_SOURCE_MISSING);
    return { key, size: made.size };
  }
}

/**
 * Deletes every stamped copy of `fileKey` (the back office replaced the file: its copies will never be
 * asked for again). Needs no pool, so the back office's services call it with the storage alone.
 */
export async function removeStampedCopies(storage: FileStorage, fileKey: string): Promise<void> {
  await storage.removePrivateFolder(`${COPIES_FOLDER}/${shortHash(fileKey)}`);
}

function kindOf(fileKey: string): 'pdf' | 'zip' {
  const extension = path.extname(fileKey).toLowerCase();
  if (extension === '.pdf') return 'pdf';
  if (extension === '.zip') return 'zip';
  throw new StampError(`Only PDF and zip files are stamped, not ${fileKey}.`);
}

/** The copy's private key. The user id names a folder, so it must be a plain id (a uuid). */
export function copyKey(fileKey: string, userId: string, stamp: Stamp, sourceVersion: string): string {
  if (!/^[\w-]{1,100}$/.test(userId)) throw new Error(`Not a user id: ${userId}`);
  const extension = path.extname(fileKey).toLowerCase();
  const made = shortHash(`${footerLine(stamp)}\n${sourceVersion}`);
  return `${COPIES_FOLDER}/${shortHash(fileKey)}/${userId}/${made}${extension}`;
}

/** 16 hex digits of sha256: short paths, and no collision among one file's or one user's copies. */
function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
