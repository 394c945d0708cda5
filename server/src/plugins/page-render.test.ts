import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Material } from '@the-gate/contract/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../test/accounts';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { materials } from '../modules/catalogue/schema';

/**
 * A stand-in for web/dist-server/entry-server.js (web/src/entry-server.tsx) with the same exports:
 * it renders a material page from the API it is given, shows what `/api/auth/me` answers it, and
 * counts its renders. `/gallery` fails, `/info` gives up, like a page whose data failed.
 */
const FAKE_ENTRY = `
const renders = (globalThis.__pageRenders ??= []);
export function rendersPath(pathname) {
  // Any address under /material/: the server, not the renderer, tells a page from no page.
  return pathname.startsWith('/material/') || pathname === '/gallery' || pathname === '/info';
}
export function createPageRenderer(transport) {
  return async (url) => {
    renders.push(url);
    if (url === '/gallery') throw new Error('The renderer broke.');
    if (url === '/info') return null;
    const id = new URL(url, 'http://x').pathname.split('/')[2];
    const material = await (await transport('/api/materials/' + id, { method: 'GET' })).json();
    const me = await transport('/api/auth/me', { method: 'GET' });
    return {
      html: '<main><h1>' + material.title + '</h1><p>me: ' + me.status + '</p></main>',
      state: '{"title":"\\\\u003c/script>"}',
    };
  };
}
`;

let t: TestApp;
let materialId: number;

beforeAll(async () => {
  t = await createTestApp({
    extendWebBuild: async (distDir) => {
      const entryFile = path.join(distDir, '..', 'dist-server', 'entry-server.js');
      await mkdir(path.dirname(entryFile), { recursive: true });
      await writeFile(entryFile, FAKE_ENTRY);
    },
  });
  const list = json<Material[]>(await t.app.inject({ method: 'GET', url: '/api/materials' }));
  materialId = list[0]!.id;
});
afterAll(async () => {
  await t.close();
});

/** Every address the stand-in rendered, in this process. */
const renders = async (): Promise<string[]> => (globalThis as { __pageRenders?: string[] }).__pageRenders ?? [];
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('pages rendered on the server (issue 12 §5, decision 012)', () => {
  it("puts the page's first view in #root and its state beside it, as JSON that never runs", async () => {
    const response = await page(`/material/${materialId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const title = json<Material>(await t.app.inject({ method: 'GET', url: `/api/materials/${materialId}` })).title;
    expect(response.body).toContain(
      `<div id="root"><main><h1>${title}</h1><p>me: 401</p></main></div><script type="application/json" id="server-state">{"title":"\\u003c/script>"}</script>`,
    );
    // The share tags are still there.
    expect(response.body).toContain(`<meta property="og:title" content="${title}`);
  });

  it('renders as a signed-out visitor whatever the request carries, so one HTML serves everyone', async () => {
    const user = await registeredUser(t);
    const response = await page(`/material/${materialId}?as=user`, { authorization: `Bearer ${user.token}` });
    expect(response.body).toContain('<p>me: 401</p>');
  });

  it('renders a page once until the catalogue changes, then renders it again', async () => {
    const url = `/material/${materialId}?cached=1`;
    const count = async () => (await renders()).filter((rendered) => rendered === url).length;
    const first = await page(url);
    const second = await page(url, { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
    expect(await count()).toBe(1);

    await t.db.update(materials).set({ title: 'Renamed for the page test' }).where(eq(materials.id, materialId));
    await expect
      .poll(async () => (await page(url)).body, { timeout: 5000 })
      .toContain('<h1>Renamed for the page test</h1>');
    expect(await count()).toBe(2);
  });

  it('sends the plain shell when the renderer fails or gives up, and never caches that', async () => {
    for (const url of ['/gallery', '/info']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await page(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain('server-state');
      }
      expect((await renders()).filter((rendered) => rendered === url)).toHaveLength(2);
    }
  });

  it('leaves other pages, items that do not exist and addresses that are no page to the browser', async () => {
    const before = (await renders()).length;
    const about = await page('/about');
    expect(about.body).toContain('<div id="root"></div>');
    const missing = await page('/material/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    // Issue 23 §7: the stand-in would render /material/x/y, but the app has no such page.
    const noPage = await page('/material/1/extra');
    expect(noPage.statusCode).toBe(404);
    expect(noPage.body).toContain('<div id="root"></div>');
    expect((await renders()).length).toBe(before);
  });
});

describe('a web build without a renderer this server understands', () => {
  let old: TestApp;
  beforeAll(async () => {
    old = await createTestApp({
      seed: false,
      extendWebBuild: async (distDir) => {
        const file = path.join(distDir, '..', 'dist-server', 'entry-server.js');
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, 'export function render() { return "<p>old</p>"; }');
      },
    });
  });
  afterAll(async () => {
    await old.close();
  });

  it('serves the plain shell for every page', async () => {
    const response = await old.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
