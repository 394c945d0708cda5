import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { LocalStore } from './storage/local-store';
import {
  assertKey,
  type ByteRange,
  type ObjectStore,
  type StoredBody,
  type StoredObject,
} from './storage/object-store';

/** How public files may be cached by browsers and CDNs: a new upload always gets a new key. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=86400';
/** How long a presigned download URL works (issue 28 §3): long enough to follow the redirect. */
export const DOWNLOAD_URL_TTL_SECONDS = 60;

export type FileStorageOptions = {
  /** Where the files are: unset, the local folder `DATA_DIR/files` (the embedded default). */
  store?: ObjectStore;
  /**
   * How a private file reaches a person whose link checked out: `redirect` to a presigned URL of the
   * store (when it has them), or `stream` through this server. Unset: redirect.
   */
  downloads?: 'redirect' | 'stream';
  /** S3_PUBLIC_URL: where the public reads the store, e.g. a CDN; public file URLs point there. */
  publicUrl?: string | null;
};

/**
 * Every file the server keeps, in one store (lib/storage): public files (thumbnails, covers,
 * previews) under `public/`, served at /files/{key} (or from S3_PUBLIC_URL); private ones (paid
 * material files, lesson zips, stamped copies) under `private/`, only through URLs signed here.
 * The URLs are root-relative (issue 23 §7): the site works at whatever address it is opened at
 * (127.0.0.1, the machine's network address, PUBLIC_URL), and the Content-Security-Policy allows
 * pictures from 'self' only. What leaves the site (share tags, e-mails) adds PUBLIC_URL itself.
 */
export class FileStorage {
  readonly store: ObjectStore;
  /** Uploads arrive here, on this machine's disk; nothing serves it (lib/uploads.ts). */
  readonly uploadDir: string;
  private readonly downloads: 'redirect' | 'stream';
  private readonly publicUrl: string | null;

  constructor(
    dataDir: string,
    private readonly secret: string,
    options: FileStorageOptions = {},
  ) {
    this.store = options.store ?? new LocalStore(path.join(dataDir, 'files'));
    // Beside the local files, so that storing an upload is a rename on the same disk.
    this.uploadDir =
      this.store instanceof LocalStore ? path.join(this.store.root, 'uploads') : path.join(dataDir, 'uploads');
    this.downloads = options.downloads ?? 'redirect';
    this.publicUrl = options.publicUrl?.replace(/\/+$/, '') || null;
  }

  /**
   * A new, unused path in the upload folder for a file still arriving (issue 24 §3). Nothing serves
   * that folder, so half an upload is never visible; the caller stores it or removes it.
   */
  async uploadPath(): Promise<string> {
    await mkdir(this.uploadDir, { recursive: true });
    return path.join(this.uploadDir, randomUUID());
  }

  /**
   * Moves a finished upload to the private `key`, streamed (a rename on the local folder): readers
   * see no file, then all of it. The source must be an upload, so no path from elsewhere is stored.
   */
  async storePrivateUpload(uploaded: string, key: string): Promise<void> {
    if (!path.resolve(uploaded).startsWith(this.uploadDir + path.sep)) throw new Error(`Not an upload: ${uploaded}`);
    await this.store.putFile(privateKey(key), uploaded, { move: true });
  }

  async writePublic(key: string, data: Uint8Array | string): Promise<void> {
    await this.store.put(publicKey(key), data, { cacheControl: PUBLIC_CACHE_CONTROL });
  }

  async writePrivate(key: string, data: Uint8Array | string): Promise<void> {
    await this.store.put(privateKey(key), data);
  }

  /** A public file's bytes (to make other sizes of a picture), or null. */
  async readPublic(key: string): Promise<Buffer | null> {
    const found = await this.store.get(publicKey(key));
    return found ? buffer(found.body) : null;
  }

  /** Removes private files (a replacement that was not kept); keys outside the store are ignored. */
  async removePrivate(...keys: string[]): Promise<void> {
    await this.store.delete(validKeys(keys).map(privateKey));
  }

  /** Removes public files, as `removePrivate`. */
  async removePublic(...keys: string[]): Promise<void> {
    await this.store.delete(validKeys(keys).map(publicKey));
  }

  /** Removes every private file under the folder `prefix` (without the trailing `/`). */
  async removePrivateFolder(prefix: string): Promise<void> {
    await this.store.deletePrefix(`${privateKey(prefix)}/`);
  }

  /** A private file's size and version, or null when it is missing (or the key is not one). */
  async headPrivate(key: string): Promise<StoredObject | null> {
    return validKeys([key]).length ? this.store.head(privateKey(key)) : null;
  }

  /** A private file as a stream, or null. */
  async openPrivate(key: string, range?: ByteRange): Promise<StoredBody | null> {
    return validKeys([key]).length ? this.store.get(privateKey(key), range) : null;
  }

  /** A public file's size and version, or null. */
  async headPublic(key: string): Promise<StoredObject | null> {
    return validKeys([key]).length ? this.store.head(publicKey(key)) : null;
  }

  /** A public file as a stream (the /files route on a store other than the local folder), or null. */
  async openPublic(key: string, range?: ByteRange): Promise<StoredBody | null> {
    return validKeys([key]).length ? this.store.get(publicKey(key), range) : null;
  }

  /**
   * A presigned URL of the private file, valid for a minute, that answers with this type and
   * disposition; null when downloads stream through this server (the local folder, or by setting).
   */
  async privateDownloadUrl(key: string, answer: { contentType: string; contentDisposition: string }) {
    if (this.downloads === 'stream') return null;
    return this.store.downloadUrl(privateKey(key), { ttlSeconds: DOWNLOAD_URL_TTL_SECONDS, ...answer });
  }

  /** The store's key of a private file, for the stamping workers, which open the store themselves. */
  privateStoreKey(key: string): string {
    return privateKey(key);
  }

  /** The URL of a public file: `/files/{key}`, or `{S3_PUBLIC_URL}/public/{key}`. */
  publicFileUrl(key: string | null): string | null {
    if (!key) return null;
    return this.publicUrl ? `${this.publicUrl}/public/${encodeKey(key)}` : `/files/${encodeKey(key)}`;
  }

  /** A root-relative URL for `route`, valid for `ttlSeconds`, that only this server can mint. */
  signedUrl(route: string, ttlSeconds: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `${route}?expires=${expires}&signature=${this.sign(route, expires)}`;
  }

  verifySignature(route: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(route, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(route: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${route}\n${expires}`).digest('base64url');
  }
}

function publicKey(key: string): string {
  assertKey(key);
  return `public/${key}`;
}

function privateKey(key: string): string {
  assertKey(key);
  return `private/${key}`;
}

/** The keys a store would accept; the others name nothing it holds. */
function validKeys(keys: string[]): string[] {
  return keys.filter((key) => {
    try {
      assertKey(key);
      return true;
    } catch {
      return false;
    }
  });
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
