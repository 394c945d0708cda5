import { connect } from 'node:net';
import type { Material } from '@the-gate/contract/catalogue';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/harness';
import type { IntentionResponse } from '../lib/paymob/protocol';
import { loadSandboxCredentials, SANDBOX_PREFIX } from '../modules/paymob-sandbox/credentials';
import { intentionBody } from '../modules/paymob-sandbox/sandbox-test-kit';

let t: TestApp;
let thumbnail: string;

/** Written into the paths and queries of refused requests: no answer may give it back (issue 22 §5). */
const MARKER = 'zq7reflected';

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = json<Material[]>(await get('/api/materials'));
  thumbnail = catalogue.find((material) => material.thumbnailPath)!.thumbnailPath!;
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

function get(url: string, app = t) {
  return app.app.inject({ method: 'GET', url });
}

/** The one Content-Security-Policy of a response, as directive → sources; two headers would fail. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'exactly one Content-Security-Policy header').toBe('string');
  const directives = String(header)
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(directives.map(([name, ...sources]) => [name!, sources]));
}

/** What every response of ours says, whatever sent it. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  // require-corp would refuse the covers and thumbnails.
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  // http://gate.test: a promise to stay on HTTPS would lock users out of a site without it.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

/** The web app's own policy, and the headers that go with it. */
function expectAppHeaders(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(["'self'"]);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);
}

describe('security headers (issue 13 §1)', () => {
  it('the HTML page carries a policy whose scripts are our own files only', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectAppHeaders(response);
    const scripts = policyOf(response).get('script-src')!.join(' ');
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|sha\d+-/);
  });

  it("the reader's page, a built asset and the API carry them too", async () => {
    for (const url of ['/reader/1', '/assets/index-Bx7Yc1aQ.js', '/api/materials']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expectAppHeaders(response);
    }
  });

  it('so do errors: an unknown API path, a page that does not exist and a refused request', async () => {
    const unknown = await get('/api/no-such-endpoint');
    expect(unknown.statusCode).toBe(404);
    expectAppHeaders(unknown);
    const missing = await get('/material/999999999');
    expect(missing.statusCode).toBe(404);
    expectAppHeaders(missing);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(refused.statusCode).toBe(400);
    expectAppHeaders(refused);
    // Body too large and an unsupported type are Fastify's own refusals; they already carried the
    // headers through the onRequest hook, and must go on doing so (issue 22 §5).
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `/api/contact-messages?${MARKER}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: MARKER.repeat(100_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expectAppHeaders(tooLarge);
    expect(json(tooLarge)).toEqual({ message: 'The request body is too large.' });
    const unsupported = await t.app.inject({
      method: 'POST',
      url: `/api/contact-messages?${MARKER}`,
      headers: { 'content-type': `text/x-${MARKER}` },
      payload: '<message/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expectAppHeaders(unsupported);
    expect(json(unsupported)).toEqual({ message: 'This content type is not supported. Send JSON.' });
  });

  it('a public file keeps its own sandboxing policy and may be framed by our preview only', async () => {
    const response = await get(thumbnail);
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(policyOf(response).has('sandbox')).toBe(true);
    expect(policyOf(response).get('default-src')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A 404 under /files is our JSON answer, with the app's policy: nothing to sandbox.
    const missing = await get('/files/no-such-file.png');
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing);
    expect(policyOf(missing).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("the Paymob sandbox's page keeps its stricter policy, once, with our other headers", async () => {
    const credentials = await loadSandboxCredentials(t.db, t.dataDir);
    const created = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/v1/intention/`,
      headers: { authorization: `Token ${credentials.secretKey}` },
      payload: intentionBody(credentials),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { client_secret: clientSecret } = json<IntentionResponse>(created);
    const query = new URLSearchParams({ publicKey: credentials.publicKey, clientSecret });
    const response = await get(`${SANDBOX_PREFIX}/unifiedcheckout/?${query}`);
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://shop.test']);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('promises HTTPS for a year when PUBLIC_URL is https, without vouching for other hosts', async () => {
    const secure = await createTestApp({
      seed: false,
      env: { PUBLIC_URL: 'https://thegate.example', PAYMOB_SANDBOX: 'true' },
    });
    try {
      for (const url of ['/', '/api/health', '/api/no-such-endpoint']) {
        expect((await get(url, secure)).headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
    } finally {
      expect(await secure.close()).toEqual([]);
    }
  });
});

/** Sends raw bytes to a listening app and reads the whole answer: what Node's parser refuses never reaches inject. */
function rawExchange(
  port: number,
  bytes: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe("Fastify's own answers (issue 22 §5)", () => {
  it('a malformed URL answers 400 in plain words, with the headers, without the path', async () => {
    for (const url of [`/%zz${MARKER}`, `/api/%${MARKER}`, `/api/materials/%zz${MARKER}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expectAppHeaders(response);
      expect(json(response), url).toEqual({ message: 'This address is not valid.' });
    }
    // The sign-in family keeps its own shape.
    const auth = await get(`/api/auth/%zz${MARKER}`);
    expect(json(auth)).toEqual({
      succeeded: false,
      errors: ['This address is not valid.'],
      message: 'This address is not valid.',
    });
  });

  it('an over-long path parameter answers 414 with the headers, without the path', async () => {
    const response = await get(`/api/materials/${MARKER}${'9'.repeat(120)}`);
    expect(response.statusCode).toBe(414);
    expectAppHeaders(response);
    expect(json(response)).toEqual({ message: 'This address is too long.' });
  });

  it('an unknown API route and an unknown page answer with the headers, without the path', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const unknown = await t.app.inject({ method, url: `/api/no-such-${MARKER}?q=${MARKER}` });
      expect(unknown.statusCode, method).toBe(404);
      expectAppHeaders(unknown);
      expect(json(unknown)).toEqual({ message: 'No API endpoint matches this request.' });
    }
    const page = await get(`/no-such-page-${MARKER}?q=${MARKER}`);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectAppHeaders(page);
    expect(page.body).not.toContain(MARKER);
    const missing = await get(`/material/999999999?q=${MARKER}`);
    expect(missing.statusCode).toBe(404);
    expectAppHeaders(missing);
    expect(missing.body).not.toContain(MARKER);
    const other = await t.app.inject({ method: 'DELETE', url: `/no-such-page-${MARKER}` });
    expect(other.statusCode).toBe(404);
    expectAppHeaders(other);
    expect(json(other)).toEqual({ message: 'Not found.' });
  });

  it("a request Node's parser refuses answers with the headers, over a real connection", async () => {
    const listening = await createTestApp({ seed: false, listen: true });
    try {
      const port = Number(new URL(listening.config.publicUrl).port);
      const garbage = await rawExchange(port, `GARBAGE ${MARKER}\r\n\r\n`);
      expect(garbage.status).toBe(400);
      expectAppHeaders({ headers: garbage.headers } as unknown as LightMyRequestResponse);
      expect(JSON.parse(garbage.body)).toEqual({ message: 'The request could not be understood.' });
      const huge = await rawExchange(
        port,
        `GET /${MARKER} HTTP/1.1\r\nHost: gate.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(huge.status).toBe(431);
      expectAppHeaders({ headers: huge.headers } as unknown as LightMyRequestResponse);
      expect(JSON.parse(huge.body)).toEqual({ message: 'The request headers are too large.' });
      const badUrl = await rawExchange(
        port,
        `GET /%zz${MARKER} HTTP/1.1\r\nHost: gate.test\r\nConnection: close\r\n\r\n`,
      );
      expect(badUrl.status).toBe(400);
      expectAppHeaders({ headers: badUrl.headers } as unknown as LightMyRequestResponse);
      expect(badUrl.body).not.toContain(MARKER);
    } finally {
      expect(await listening.close()).toEqual([]);
    }
  });
});
