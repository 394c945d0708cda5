import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server';
import { securityHeaderList } from '../plugins/security-headers';
import { FileStorage, type FileStorageOptions } from './file-storage';
import { privateFile, sendFile } from './signed-files';
import { S3Store } from './storage/s3-store';

/**
 * How a private file leaves once its link checked out (issue 28 §3): from the local folder it streams
 * through the app; from S3 a download is a redirect to a presigned URL for a minute (or streams, with
 * FILE_DOWNLOADS=stream), and what the reader opens always streams.
 */
let s3: S3Server;
let dataDir: string;
const apps: FastifyInstance[] = [];
const PDF = '%PDF-1.7 the paid sheet';

beforeAll(async () => {
  s3 = await startS3Server(['delivery']);
  dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-delivery-'));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** An app with the two ways a file is sent: a download and the reader's copy. */
async function appWith(options: FileStorageOptions) {
  const files = new FileStorage(dataDir, 'secret', options);
  await files.writePrivate('materials/1/sheet.pdf', PDF);
  const app = Fastify();
  for (const kind of ['attachment', 'inline'] as const) {
    app.get(`/${kind}`, async (_req, reply) => {
      const file = await privateFile(files, 'materials/1/sheet.pdf', 'The file is missing.');
      return sendFile(reply, files, file, { title: 'Year 7 – Reading', fallback: 'material', kind });
    });
  }
  apps.push(app);
  return app;
}

const s3Store = () => new S3Store(s3.settings('delivery'));

describe('a download', () => {
  it('from the local folder streams through the app, a HEAD with its length', async () => {
    const app = await appWith({});
    const got = await app.inject({ method: 'GET', url: '/attachment' });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe(PDF);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Year 7 Reading.pdf"; filename*=UTF-8''Year%207%20%E2%80%93%20Reading.pdf`,
    );
    const head = await app.inject({ method: 'HEAD', url: '/attachment' });
    expect(head.headers['content-length']).toBe(String(PDF.length));
  });

  it('from S3 is a redirect to a presigned URL for a minute, which answers with the same name and type', async () => {
    const app = await appWith({ store: s3Store() });
    const got = await app.inject({ method: 'GET', url: '/attachment' });
    expect(got.statusCode).toBe(302);
    expect(got.headers['cache-control']).toBe('private, no-store');
    const url = new URL(got.headers.location as string);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    const file = await fetch(url);
    expect(await file.text()).toBe(PDF);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      (await (await appWith({})).inject({ method: 'GET', url: '/attachment' })).headers['content-disposition'],
    );
  });

  it('from S3 with FILE_DOWNLOADS=stream streams through the app', async () => {
    const app = await appWith({ store: s3Store(), downloads: 'stream' });
    const got = await app.inject({ method: 'GET', url: '/attachment' });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe(PDF);
    const head = await app.inject({ method: 'HEAD', url: '/attachment' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PDF.length));
  });

  it('the reader’s copy streams from S3 even with redirects on: a script may not follow one to another origin', async () => {
    const app = await appWith({ store: s3Store() });
    const got = await app.inject({ method: 'GET', url: '/inline' });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe(PDF);
    expect(got.headers['content-disposition']).toMatch(/^inline; /);
  });
});

describe('S3_PUBLIC_URL (issue 28 §3)', () => {
  it('points public file URLs at the bucket’s public folder there, and lets the pages show them', () => {
    const files = new FileStorage(dataDir, 'secret', { publicUrl: 'https://cdn.thegate.example/' });
    expect(files.publicFileUrl('materials/7/a cover.png')).toBe(
      'https://cdn.thegate.example/public/materials/7/a%20cover.png',
    );
    const policy = new Map(securityHeaderList('https://thegate.example', 'https://cdn.thegate.example')).get(
      'content-security-policy',
    );
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.thegate.example;");
    expect(policy).toContain("frame-src 'self' https://cdn.thegate.example;");
    expect(new Map(securityHeaderList('https://thegate.example')).get('content-security-policy')).toContain(
      "img-src 'self' data: blob:;",
    );
  });
});
