import type { Readable } from 'node:stream';

/**
 * Where the server keeps its files (issue 28 §1): pictures, previews, paid PDFs, lesson zips, stamped
 * copies. Two providers speak it: the local folder (`DATA_DIR/files`, the embedded default) and
 * S3-compatible object storage, so any number of processes can serve one shop. Keys are paths with
 * `/` between parts (`private/materials/7/ab12.pdf`); `FileStorage` (lib/file-storage.ts) puts every
 * file under `public/` or `private/`.
 */
export interface ObjectStore {
  /** What a worker thread needs to open the same store (plain data, no client). */
  readonly settings: StoreSettings;
  /** Writes a whole object; a reader sees the old object or the new one, never half of one. */
  put(key: string, data: Uint8Array | string, options?: PutOptions): Promise<void>;
  /**
   * Streams a file from this machine's disk into the store without holding it in memory. With
   * `move`, the local file is gone afterwards (a rename when the store is the same disk).
   */
  putFile(key: string, localPath: string, options?: PutOptions & { move?: boolean }): Promise<void>;
  /** Writes a stream of `size` bytes (a copy from another store) without holding it in memory. */
  putStream(key: string, body: Readable, size: number, options?: PutOptions): Promise<void>;
  /** The object as a stream, or null when there is none. `range` is inclusive, as HTTP's. */
  get(key: string, range?: ByteRange): Promise<StoredBody | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Removes objects; a key with no object is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object under `prefix` (`''` for all), in no set order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /**
   * A URL the browser may fetch the object from directly for `ttlSeconds`, answering with the given
   * type and disposition; null when the store has no such URLs (the local folder).
   */
  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string | null>;
  /** Proves the store is usable (the folder writable, the bucket there and the keys accepted); throws StoreError. */
  check(): Promise<void>;
}

export type PutOptions = { contentType?: string; cacheControl?: string };
export type ByteRange = { start: number; end: number };
/** `version` changes whenever the object is written again (an ETag, or the file's identity on disk). */
export type StoredObject = { size: number; version: string; modified: Date };
export type StoredBody = StoredObject & { body: Readable };
export type DownloadUrlOptions = { ttlSeconds: number; contentType: string; contentDisposition: string };

export type LocalStoreSettings = { kind: 'local'; root: string };
export type S3StoreSettings = {
  kind: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set for other stores (MinIO, R2, s3rver): `http://127.0.0.1:4569`. */
  endpoint?: string;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `http://endpoint/bucket/key` rather than `http://bucket.endpoint/key`, as most non-AWS stores need. */
  forcePathStyle: boolean;
};
export type StoreSettings = LocalStoreSettings | S3StoreSettings;

/** The store cannot be used as configured: the message says what to fix, and the server does not start. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/**
 * A key the store accepts: parts joined by `/`, none empty, `.` or `..`, without `\` or control
 * characters. Every key is built by the server, never taken from a request, but a key that could climb
 * out of the folder (or mean another thing on another store) is refused all the same.
 */
export function assertKey(key: string): void {
  const parts = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 1024 &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\p{Cc}]/u.test(part));
  if (!valid) throw new Error(`Refusing a storage key outside the storage folder: ${JSON.stringify(key)}`);
}

/** A prefix for `deletePrefix` and `list`: a valid key followed by `/`, or `''` for everything. */
export function assertPrefix(prefix: string): void {
  if (prefix === '') return;
  if (!prefix.endsWith('/')) throw new Error(`A storage prefix ends with "/": ${JSON.stringify(prefix)}`);
  assertKey(prefix.slice(0, -1));
}

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The media type of a key, by its extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}
