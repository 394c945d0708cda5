import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/** Issue 24 §6: the back office is its own page of the web build, served for every address under /admin. */

const ADMIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="robots" content="noindex, nofollow" /><title>Back office | The Gate</title>
<script type="module" crossorigin src="/assets/admin-Q1w2E3r4.js"></script></head>
<body><div id="root"></div></body></html>`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    extendWebBuild: (distDir) => writeFile(path.join(distDir, 'admin.html'), ADMIN_PAGE),
  });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the back office page (issue 24 §6)', () => {
  it.each(['/admin', '/admin/', '/admin/staff', '/admin/audit?page=2', '/admin/no/such/page'])(
    '%s answers admin.html, never indexed or kept, with the security headers',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('/assets/admin-Q1w2E3r4.js');
      expect(response.body).not.toContain('server-state');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it("leaves the shop's pages and its 404 to the shop", async () => {
    const shop = await get('/materials');
    expect(shop.statusCode).toBe(200);
    expect(shop.body).not.toContain('admin-Q1w2E3r4');
    // Only /admin and what lies under it: a shop address that merely begins with the word is the shop's 404.
    const lookalike = await get('/administration');
    expect(lookalike.statusCode).toBe(404);
    expect(lookalike.body).not.toContain('admin-Q1w2E3r4');
  });

  it('answers other methods and the API under /admin as before', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/admin/staff' })).statusCode).toBe(404);
    const api = await get('/api/admin/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No API endpoint matches this request.' });
  });

  it('is kept out of robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
  });
});
