import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Material } from '@the-gate/contract/catalogue';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../test/accounts';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { userIdOf } from '../../test/learning';
import { userMaterials } from '../modules/library/schema';

/** Issue 12 §1: brotli or gzip for every text response when asked, the plain bytes when not. */

const SCRIPT = 'assets/app-Hk3x9QaZ.js';
const STYLES = 'assets/app-Dp2mW8rT.css';

/** What the web build writes (web/vite-precompress.ts): the file and its .br and .gz siblings. */
async function writeWithSiblings(distDir: string, name: string, text: string) {
  const file = path.join(distDir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  await writeFile(`${file}.br`, zlib.brotliCompressSync(text));
  await writeFile(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

/** A build like the real one: a shell over 1 kB that preloads its chunks, a script and a stylesheet. */
async function precompressedBuild(distDir: string) {
  const preloads = Array.from(
    { length: 12 },
    (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-Q1w2E3r4.js">`,
  );
  const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="The Gate: Cambridge Checkpoint English." /><title>The Gate</title>
<script type="module" crossorigin src="/${SCRIPT}"></script>
${preloads.join('\n')}
<link rel="stylesheet" crossorigin href="/${STYLES}"></head><body><div id="root"></div></body></html>`;
  await writeWithSiblings(distDir, 'index.html', shell);
  const script = Array.from({ length: 200 }, (_, i) => `export const line${i} = () => 'line ${i} of the app';`);
  await writeWithSiblings(distDir, SCRIPT, script.join('\n'));
  const styles = Array.from({ length: 100 }, (_, i) => `.card-${i} { padding: ${i}px; color: #123456; }`);
  await writeWithSiblings(distDir, STYLES, styles.join('\n'));
}

let t: TestApp;
let token: string;
let freeMaterial: Material;
let shareable: Material;

beforeAll(async () => {
  t = await createTestApp({ extendWebBuild: precompressedBuild });
  const account = await registeredUser(t);
  token = account.token;
  const userId = await userIdOf(t, token);
  const catalogue = json<Material[]>(await t.app.inject({ method: 'GET', url: '/api/materials' }));
  freeMaterial = catalogue.find((material) => material.isFree && material.downloadUrl)!;
  shareable = json<Material[]>(await t.app.inject({ method: 'GET', url: '/api/materials?isStandalone=true' }))[0]!;
  // Owned outright, as a completed payment would leave them: the library read must be over 1 kB.
  await t.db
    .insert(userMaterials)
    .values(catalogue.slice(0, 5).map((material) => ({ userId, materialId: material.id })));
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** The bytes the response stands for, whatever its content coding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected content-encoding ${response.headers['content-encoding']}`);
  }
}

type Resource = {
  name: string;
  url: () => string;
  cacheControl: string;
  /** Whether it carries an ETag to revalidate with. */
  etag: boolean;
  headers?: () => Record<string, string>;
  /** For a body that may change between two requests: what must stay the same. */
  stable?: (body: string) => string;
};

/** Signed file links carry their expiry, which moves on every second. */
const withoutSignatures = (body: string) => body.replace(/\?expires=\d+&signature=[\w-]+/g, '?signed');

const YEAR = 'public, max-age=31536000, immutable';
const resources: Resource[] = [
  { name: 'a hashed script', url: () => `/${SCRIPT}`, cacheControl: YEAR, etag: true },
  { name: 'a hashed stylesheet', url: () => `/${STYLES}`, cacheControl: YEAR, etag: true },
  { name: 'the app shell', url: () => '/materials', cacheControl: 'no-cache', etag: true },
  {
    name: 'the shell of a shareable page, with its tags',
    url: () => `/material/${shareable.id}`,
    cacheControl: 'no-cache',
    etag: true,
  },
  { name: 'a cached public list', url: () => '/api/materials', cacheControl: 'no-cache', etag: true },
  {
    name: 'a signed-in library read',
    url: () => '/api/materials/me',
    cacheControl: 'private, no-store',
    etag: false,
    headers: () => ({ authorization: `Bearer ${token}` }),
    stable: withoutSignatures,
  },
  { name: 'the sitemap', url: () => '/sitemap.xml', cacheControl: 'public, max-age=3600', etag: false },
];

describe.each(resources)('$name', ({ url, cacheControl, headers = () => ({}), stable }) => {
  const fetchAs = (accept?: string) =>
    get(url(), { ...headers(), ...(accept === undefined ? {} : { 'accept-encoding': accept }) });

  it('is plain without Accept-Encoding, brotli when br is accepted, gzip when only gzip is, all the same bytes', async () => {
    const plain = await fetchAs();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['cache-control']).toBe(cacheControl);
    // Even plain: a shared cache must not hand these bytes to a browser that accepts brotli.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const encoded = await fetchAs(accept);
      expect(encoded.statusCode, accept).toBe(200);
      expect(encoded.headers['content-encoding'], accept).toBe(coding);
      expect(encoded.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(encoded.headers['content-type'], accept).toBe(plain.headers['content-type']);
      expect(encoded.headers['cache-control'], accept).toBe(cacheControl);
      expect(encoded.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length);
      if (stable) {
        expect(stable(decoded(encoded).toString()), accept).toBe(stable(plain.body));
      } else {
        expect(decoded(encoded).equals(plain.rawPayload), accept).toBe(true);
      }
    }
  });
});

describe.each(resources.filter(({ etag }) => etag))('$name, revalidated', ({ url }) => {
  it('answers 304 to the ETag of the form the browser holds', async () => {
    const first = await get(url(), { 'accept-encoding': 'br, gzip' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(url(), { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });
});

describe('the web build', () => {
  it('is sent as the build compressed it, with its length, not compressed again per request', async () => {
    for (const [accept, extension] of [
      ['br, gzip', 'br'],
      ['gzip', 'gz'],
    ] as const) {
      const response = await get(`/${SCRIPT}`, { 'accept-encoding': accept });
      const built = await readFile(path.join(t.webDistDir, `${SCRIPT}.${extension}`));
      expect(response.rawPayload.equals(built), accept).toBe(true);
      expect(Number(response.headers['content-length']), accept).toBe(built.length);
    }
  });
});

describe('ETags of kept responses', () => {
  it('give each coding its own strong ETag, so a plain copy never revalidates a brotli one', async () => {
    for (const url of ['/api/materials', '/materials']) {
      const tags = await Promise.all(
        [undefined, 'br', 'gzip'].map(
          async (accept) => (await get(url, accept ? { 'accept-encoding': accept } : {})).headers.etag as string,
        ),
      );
      for (const tag of tags) expect(tag, url).toMatch(/^"[^"]+"$/);
      expect(new Set(tags).size, url).toBe(3);
      const crossed = await get(url, { 'accept-encoding': 'br', 'if-none-match': tags[0]! });
      expect(crossed.statusCode, url).toBe(200);
    }
  });

  it('answer 304 when the held ETag is one of several listed', async () => {
    const { etag } = (await get('/api/materials', { 'accept-encoding': 'gzip' })).headers;
    const again = await get('/api/materials', { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag}` });
    expect(again.statusCode).toBe(304);
  });
});

describe('negotiation', () => {
  it('follows the weights the browser gives: gzip when it rates gzip above br', async () => {
    for (const url of ['/api/materials', '/materials', `/${SCRIPT}`]) {
      const response = await get(url, { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
      expect(response.headers['content-encoding'], url).toBe('gzip');
    }
  });

  it('sends a kept response plain when br and gzip are both refused, and nothing compresses it after us', async () => {
    const plain = await get('/api/materials');
    const refused = await get('/api/materials', { 'accept-encoding': '*, br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.etag).toBe(plain.headers.etag);
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});

describe('what is not compressed', () => {
  it('a response under 1 kB is sent as it is, whatever the browser accepts', async () => {
    const robots = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(robots.statusCode).toBe(200);
    expect(robots.rawPayload.length).toBeLessThan(1024);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body).toContain('User-agent: *');
  });

  it('a PDF is streamed as it is, with its length, even to a browser that accepts brotli', async () => {
    const pdf = await get(freeMaterial.downloadUrl!, { 'accept-encoding': 'br, gzip' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(Number(pdf.headers['content-length'])).toBe(freeMaterial.fileSize);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
