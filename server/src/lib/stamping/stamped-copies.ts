import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../file-storage';
import { notFound } from '../http-errors';
import { footerLine, type Stamp } from './footer';
import { StampError } from './stamp-error';
import type { StampPool } from './stamp-pool';

export const STAMP_SOURCE_MISSING = 'This file is not available right now.';

/** The private folder the copies live in: `stamped/{h(fileKey)}/{userId}/{h(footer line)}.{ext}`. */
const COPIES_FOLDER = 'stamped';

/** How often a copy is made again when its source was replaced while it was being made. */
const ATTEMPTS = 3;

export type StampedCopy = { filePath: string; size: number };

/**
 * Each buyer's stamped copy of a paid file, made once and kept (issue 27 §2): a download after the
 * first streams the kept copy. A copy belongs to one source, one user and one footer line, so a
 * changed name or e-mail gives a new copy; a source replaced in place makes its copies stale.
 */
export class StampedCopies {
  /** Copies being made, by key: concurrent requests for one copy wait for one job. */
  private readonly making = new Map<string, Promise<StampedCopy>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly pool: StampPool,
  ) {}

  /** The stamped copy of the private file `fileKey` for `userId`; a 404 when the source is missing. */
  copyFor({ fileKey, userId, stamp }: { fileKey: string; userId: string; stamp: Stamp }): Promise<StampedCopy> {
    const kind = kindOf(fileKey);
    const source = this.storage.privatePath(fileKey);
    if (!source) return Promise.reject(notFound(STAMP_SOURCE_MISSING));
    const key = copyKey(fileKey, userId, stamp);
    const target = this.storage.privatePath(key);
    if (!target) return Promise.reject(new Error(`Refusing a stamped copy outside the storage folder: ${key}`));
    const pending = this.making.get(key);
    if (pending) return pending;
    // Removed once settled, so a failure is not kept: the next request tries again.
    const job = this.make(source, target, kind, stamp).finally(() => this.making.delete(key));
    this.making.set(key, job);
    return job;
  }

  /** Deletes every stamped copy of `fileKey`: the back office replaced or removed that file. */
  removeCopiesOf(fileKey: string): Promise<void> {
    return removeStampedCopies(this.storage, fileKey);
  }

  private async make(source: string, target: string, kind: 'pdf' | 'zip', stamp: Stamp): Promise<StampedCopy> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const before = await statOf(source);
      if (!before) throw notFound(STAMP_SOURCE_MISSING);
      const kept = await statOf(target);
      if (kept && kept.mtimeMs > changedAt(before)) return { filePath: target, size: kept.size };
      const { size } = await this.pool.stamp({ inputPath: source, outputPath: target, kind, stamp });
      const after = await statOf(source);
      if (after && sameFile(before, after)) return { filePath: target, size };
      // Replaced or removed while it was read: the copy is of a file that is gone.
      await rm(target, { force: true });
      if (!after) throw notFound(STAMP_SOURCE_MISSING);
    }
    throw new Error(`The file behind ${source} kept changing while it was being stamped.`);
  }
}

/**
 * Deletes every stamped copy of `fileKey` (the back office replaced the file: its copies will never be
 * asked for again). Needs no pool, so the back office's services call it with the storage alone.
 */
export async function removeStampedCopies(storage: FileStorage, fileKey: string): Promise<void> {
  const folder = storage.privatePath(`${COPIES_FOLDER}/${shortHash(fileKey)}`);
  if (folder) await rm(folder, { recursive: true, force: true });
}

/**
 * When the source last changed: its mtime, or its ctime if later. A source replaced in place is
 * an upload renamed over the old file, which keeps the upload's mtime (when it was written, maybe
 * before a copy of the old file was made) but sets the ctime to the moment of the rename.
 */
function changedAt(info: Stats): number {
  return Math.max(info.mtimeMs, info.ctimeMs);
}

function sameFile(a: Stats, b: Stats): boolean {
  return a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

async function statOf(filePath: string): Promise<Stats | null> {
  const info = await stat(filePath).catch(() => null);
  return info?.isFile() ? info : null;
}

function kindOf(fileKey: string): 'pdf' | 'zip' {
  const extension = path.extname(fileKey).toLowerCase();
  if (extension === '.pdf') return 'pdf';
  if (extension === '.zip') return 'zip';
  throw new StampError(`Only PDF and zip files are stamped, not ${fileKey}.`);
}

/** The copy's private key. The user id names a folder, so it must be a plain id (a uuid). */
export function copyKey(fileKey: string, userId: string, stamp: Stamp): string {
  if (!/^[\w-]{1,100}$/.test(userId)) throw new Error(`Not a user id: ${userId}`);
  const extension = path.extname(fileKey).toLowerCase();
  return `${COPIES_FOLDER}/${shortHash(fileKey)}/${userId}/${shortHash(footerLine(stamp))}${extension}`;
}

/** 16 hex digits of sha256: short paths, and no collision among one file's or one user's copies. */
function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
