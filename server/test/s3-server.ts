import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreSettings } from '../src/lib/storage/object-store';

/** s3rver's one account: any other key is refused, as a real store refuses it. */
export const S3_ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * A real S3-compatible server for the tests (issue 28 §5): s3rver 3.7.1 from the npm registry, on a
 * free port, its buckets in a temporary folder. It speaks S3's protocol over HTTP, signatures
 * checked, as AWS, MinIO or R2 would.
 */
export async function startS3Server(buckets: string[]) {
  const directory = await mkdtemp(path.join(tmpdir(), 'the-gate-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    settings(bucket: string): S3StoreSettings {
      return { kind: 's3', bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { ...S3_ACCESS } };
    },
    /** The server's settings for this bucket, as environment variables. */
    env(bucket: string): Record<string, string> {
      return {
        FILE_STORAGE: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: S3_ACCESS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_ACCESS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
