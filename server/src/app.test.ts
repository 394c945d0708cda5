import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Routes that exist only to exercise the error handler and the body limit.
  t.app.get('/api/test/explode', async () => {
    throw new Error('database password is hunter2');
  });
  t.app.post('/api/test/echo', async (request) => ({ received: request.body }));
  await t.app.ready();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('reports ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 when the database cannot be reached', async () => {
    const broken = await createTestApp({ seed: false });
    try {
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      // The database is already closed, so closing it again may fail: that is expected here.
      await broken.close();
    }
  });
});

describe('errors', () => {
  it('answers an unknown API path with a 404 JSON message, never the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({ message: 'No API endpoint matches this request.' });
  });

  it('hides the details of an unexpected failure and gives a reference instead', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = json<{ message: string }>(response);
    expect(body.message).toMatch(/^Something went wrong on our side\. Please try again\. \(Reference: .+\)$/);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('refuses a body over the limit with 413 and a plain message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses malformed JSON with 400 and a plain message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('the web app', () => {
  it('serves the app shell for any non-API path, uncached', async () => {
    for (const url of ['/', '/materials/year-5', '/blog?page=2']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year and other static files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Bx7Yc1aQ.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing public file with 404, not the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/files/nothing/here.svg' });
    expect(response.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the API from the contract schemas at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = json<{ openapi: string; paths: Record<string, unknown> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/materials',
        '/api/materials/{id}',
        '/api/material-groups',
        '/api/blog-posts',
        '/api/health',
      ]),
    );
    expect(JSON.stringify(spec.paths['/api/materials'])).toContain('categoryId');
  });

  it('documents every account route with its success and failure bodies', async () => {
    type Operation = { tags: string[]; responses: Record<string, unknown>; requestBody?: unknown };
    const spec = json<{ paths: Record<string, Record<string, Operation>> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const statuses = (path: string, method: string) => Object.keys(spec.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/auth/register', 'post')).toEqual(['201', '400', '409', '429']);
    expect(statuses('/api/auth/login', 'post')).toEqual(['200', '400', '401', '403', '429']);
    expect(statuses('/api/auth/me', 'get')).toEqual(['200', '401']);
    expect(statuses('/api/auth/logout', 'post')).toEqual(['200', '401']);
    expect(statuses('/api/auth/forgot-password', 'post')).toEqual(['200', '400', '429']);
    expect(statuses('/api/auth/reset-password', 'post')).toEqual(['200', '400']);
    expect(spec.paths['/api/auth/login']!.post!.tags).toEqual(['auth']);
    expect(JSON.stringify(spec.paths['/api/auth/register']!.post!.requestBody)).toContain('serviceInterests');
    expect(JSON.stringify(spec.paths['/api/auth/login']!.post!.responses['401'])).toContain('succeeded');
  });
});
