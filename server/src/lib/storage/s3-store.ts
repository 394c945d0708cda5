import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertKey,
  assertPrefix,
  type ByteRange,
  contentTypeOf,
  type DownloadUrlOptions,
  type ObjectStore,
  type PutOptions,
  type S3StoreSettings,
  type StoredBody,
  type StoredObject,
  StoreError,
} from './object-store';

/** Deletions sent at once: one request each, which every S3-compatible server understands. */
const DELETE_BATCH = 16;

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, s3rver): every process of the shop
 * reads and writes the same bucket. Bodies are sent plain, with their length, and no checksum the
 * protocol does not require: some S3-compatible servers do not decode `aws-chunked` bodies.
 */
export class S3Store implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(readonly settings: S3StoreSettings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Uint8Array | string, options: PutOptions = {}): Promise<void> {
    assertKey(key);
    const body = typeof data === 'string' ? Buffer.from(data) : data;
    await this.client.send(
      new PutObjectCommand({ ...this.target(key, options), Body: body, ContentLength: body.byteLength }),
    );
  }

  async putFile(key: string, localPath: string, options: PutOptions & { move?: boolean } = {}): Promise<void> {
    assertKey(key);
    const { size } = await stat(localPath);
    // A stream with its length: the file is never held in memory whole.
    await this.client.send(
      new PutObjectCommand({ ...this.target(key, options), Body: createReadStream(localPath), ContentLength: size }),
    );
    if (options.move) await rm(localPath, { force: true });
  }

  async putStream(key: string, body: Readable, size: number, options: PutOptions = {}): Promise<void> {
    assertKey(key);
    await this.client.send(new PutObjectCommand({ ...this.target(key, options), Body: body, ContentLength: size }));
  }

  async get(key: string, range?: ByteRange): Promise<StoredBody | null> {
    assertKey(key);
    const answer = await this.missingAsNull(
      this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      ),
    );
    if (!answer?.Body) return null;
    return {
      body: answer.Body as Readable,
      size: answer.ContentLength ?? 0,
      version: answer.ETag ?? '',
      modified: answer.LastModified ?? new Date(0),
    };
  }

  async head(key: string): Promise<StoredObject | null> {
    assertKey(key);
    const answer = await this.missingAsNull(this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    if (!answer) return null;
    return {
      size: answer.ContentLength ?? 0,
      version: answer.ETag ?? '',
      modified: answer.LastModified ?? new Date(0),
    };
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) assertKey(key);
    for (let at = 0; at < keys.length; at += DELETE_BATCH) {
      await Promise.all(
        keys
          .slice(at, at + DELETE_BATCH)
          .map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))),
      );
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    if (prefix === '') throw new Error('Refusing to delete the whole store');
    const keys: string[] = [];
    for await (const { key } of this.list(prefix)) keys.push(key);
    await this.delete(keys);
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    assertPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  downloadUrl(key: string, { ttlSeconds, contentType, contentDisposition }: DownloadUrlOptions): Promise<string> {
    assertKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: contentDisposition,
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }

  /** HEAD on the bucket: it must exist and take these keys, or the server does not start. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new StoreError(this.explain(error), { cause: error });
    }
  }

  /** Closes the client's connections (a worker thread, a command-line tool, a test). */
  close(): void {
    this.client.destroy();
  }

  private target(key: string, { contentType, cacheControl }: PutOptions) {
    return {
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType ?? contentTypeOf(key),
      ...(cacheControl && { CacheControl: cacheControl }),
    };
  }

  private async missingAsNull<T>(request: Promise<T>): Promise<T | null> {
    try {
      return await request;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  private explain(error: unknown): string {
    const where = `S3 bucket "${this.bucket}"${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ` in ${this.settings.region}`}`;
    const status = statusOf(error);
    if (status === 404) return `The ${where} does not exist. Create it, or set S3_BUCKET to one that does.`;
    if (status === 403 || status === 401) {
      return `The ${where} refused the credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may use this bucket.`;
    }
    if (status === 301 || status === 400) {
      return `The ${where} answered ${status}: check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE.`;
    }
    const reason = error instanceof Error ? error.message : String(error);
    return `The ${where} could not be reached (${reason}). Check S3_ENDPOINT and that the store is running.`;
  }
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}
