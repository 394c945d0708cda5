import { randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertKey,
  assertPrefix,
  type ByteRange,
  type DownloadUrlOptions,
  type LocalStoreSettings,
  type ObjectStore,
  type StoredBody,
  type StoredObject,
  StoreError,
} from './object-store';

/** A file still being written ends in this: `list` and `get` never show one. */
const PARTIAL = /\.[0-9a-f-]{36}\.partial$/;

/**
 * The local folder (`DATA_DIR/files`), the embedded default: a key is a path under the root. Every
 * write goes to a temporary name beside its target and is renamed over it, so a reader (another
 * request, another process on the same disk) sees no file or the whole file.
 */
export class LocalStore implements ObjectStore {
  readonly settings: LocalStoreSettings;

  constructor(readonly root: string) {
    this.root = path.resolve(root);
    this.settings = { kind: 'local', root: this.root };
  }

  /** The file behind `key`; only this class and the public files' static route read the folder. */
  pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array | string): Promise<void> {
    await this.replace(key, (temporary) => writeFile(temporary, data));
  }

  async putFile(key: string, localPath: string, { move = false }: { move?: boolean } = {}): Promise<void> {
    await this.replace(key, async (temporary) => {
      if (!move) return copyFile(localPath, temporary);
      // A rename when the file is on the same disk; a copy (and removal) when it is not.
      await rename(localPath, temporary).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await copyFile(localPath, temporary);
        await rm(localPath, { force: true });
      });
    });
  }

  async putStream(key: string, body: Readable, size: number): Promise<void> {
    await this.replace(key, async (temporary) => {
      const out = createWriteStream(temporary);
      await pipeline(body, out);
      if (out.bytesWritten !== size) throw new Error(`${key}: ${out.bytesWritten} bytes arrived of ${size}`);
    });
  }

  async get(key: string, range?: ByteRange): Promise<StoredBody | null> {
    const target = this.pathOf(key);
    const info = await fileStats(target);
    if (!info) return null;
    const body = createReadStream(target, range ? { start: range.start, end: range.end } : {});
    return { ...described(info), body };
  }

  async head(key: string): Promise<StoredObject | null> {
    const info = await fileStats(this.pathOf(key));
    return info ? described(info) : null;
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    if (prefix === '') throw new Error('Refusing to delete the whole store');
    await rm(this.pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    assertPrefix(prefix);
    const folder = prefix === '' ? this.root : this.pathOf(prefix.slice(0, -1));
    const names = await readdir(folder, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [] as string[];
      throw error;
    });
    for (const name of names) {
      if (PARTIAL.test(name)) continue;
      const info = await fileStats(path.join(folder, name));
      if (info) yield { key: prefix + name.split(path.sep).join('/'), size: info.size };
    }
  }

  /** None: a file on this disk reaches the browser through the app (lib/signed-files.ts). */
  async downloadUrl(_key: string, _options: DownloadUrlOptions): Promise<null> {
    return null;
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (error) {
      throw new StoreError(`The file folder ${this.root} cannot be written: ${(error as Error).message}`);
    }
  }

  private async replace(key: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

async function fileStats(target: string): Promise<Stats | null> {
  const info = await stat(target).catch(() => null);
  return info?.isFile() ? info : null;
}

/**
 * A file written again is a new inode (every write is a rename over it), so the inode, size and
 * times together change with every write, as an ETag does.
 */
function described(info: Stats): StoredObject {
  return {
    size: info.size,
    version: `${info.ino}-${info.size}-${info.mtimeMs}-${info.ctimeMs}`,
    modified: info.mtime,
  };
}
