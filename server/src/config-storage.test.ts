import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The file storage settings (issue 28 §2). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('FILE_STORAGE and the S3 settings', () => {
  it('defaults to the local folder DATA_DIR/files, redirected downloads and /files URLs', () => {
    const config = loadConfig({ DATA_DIR: '/srv/gate' });
    expect(config.fileStorage).toEqual({ kind: 'local', root: path.resolve('/srv/gate/files') });
    expect(config.fileDownloads).toBe('redirect');
    expect(config.s3PublicUrl).toBeNull();
  });

  it('reads an S3-compatible store with every setting', () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'the-gate-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/with+signs',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.thegate.example/',
      FILE_DOWNLOADS: 'stream',
    });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      bucket: 'the-gate-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret/with+signs' },
    });
    expect(config.fileDownloads).toBe('stream');
    expect(config.s3PublicUrl).toBe('https://cdn.thegate.example');
  });

  it('leaves the credentials to the AWS SDK when neither key is set, and the region to us-east-1', () => {
    const config = loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'gate' });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      bucket: 'gate',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('lists what is missing or wrong, all at once', () => {
    expect(problems({ FILE_STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      'S3_BUCKET must be set with FILE_STORAGE=s3',
      "S3_SECRET_ACCESS_KEY must be set with the other of S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, for the AWS SDK's own credentials)",
    ]);
    expect(
      problems({
        FILE_STORAGE: 'disk',
        FILE_DOWNLOADS: 'proxy',
        S3_BUCKET: 'Bad_Bucket',
        S3_ENDPOINT: 'ftp://store',
        S3_PUBLIC_URL: 'cdn',
      }),
    ).toEqual([
      'FILE_STORAGE must be local or s3',
      'FILE_DOWNLOADS must be redirect or stream',
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      'S3_ENDPOINT must be an http(s) URL, e.g. http://127.0.0.1:9000',
      'S3_PUBLIC_URL must be an http(s) URL',
    ]);
  });

  it('refuses S3 settings while FILE_STORAGE is local: the files would not go where they were meant to', () => {
    expect(problems({ S3_BUCKET: 'gate', S3_REGION: 'eu-south-1' })).toEqual([
      'S3_BUCKET is set, but FILE_STORAGE is not s3: set FILE_STORAGE=s3 or unset it',
      'S3_REGION is set, but FILE_STORAGE is not s3: set FILE_STORAGE=s3 or unset it',
    ]);
  });
});
