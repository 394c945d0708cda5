import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/harness';

/** Stand-ins for the two builds' renderers: each says which one it is, in its language. */
const entry = (text: string) => `
export const rendersPath = (pathname) => /^(\\/ar)?\\/materials$/.test(pathname);
export const createPageRenderer = () => async (url) => ({ html: '<main>${text} ' + url + '</main>', state: '{}' });
`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extendWebBuild: async (distDir) => {
      const server = path.join(distDir, '..', 'dist-server');
      await mkdir(path.join(server, 'ar'), { recursive: true });
      await writeFile(path.join(server, 'entry-server.js'), entry('English'));
      await writeFile(path.join(server, 'ar', 'entry-server.js'), entry('عربي'));
    },
  });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('the Arabic twin of every page (issue 26 §1)', () => {
  it('answers /ar pages right to left in Arabic, with the page’s Arabic title and description', async () => {
    const answer = await page('/ar/packages');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(answer.body).toContain('<title>الباقات التعليمية | The Gate</title>');
    expect(answer.body).toMatch(/<meta name="description" content="باقات لكل صف/);
  });

  it('leaves the English page where it is, left to right, without redirecting', async () => {
    const answer = await page('/packages');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(/dir="rtl"/);
    expect(answer.body).toContain('<title>Learning Packages | The Gate</title>');
  });

  it('links each page to its twin in both languages, English being the default', async () => {
    for (const url of ['/packages/year-5', '/ar/packages/year-5']) {
      const { body } = await page(url);
      expect(body).toContain(`<link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/packages/year-5" />`);
      expect(body).toContain(`<link rel="alternate" hreflang="ar" href="${TEST_PUBLIC_URL}/ar/packages/year-5" />`);
      expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/packages/year-5" />`);
    }
    const home = await page('/ar');
    expect(home.body).toContain(`hreflang="ar" href="${TEST_PUBLIC_URL}/ar" />`);
    expect(home.body).toContain(`hreflang="en" href="${TEST_PUBLIC_URL}/" />`);
  });

  it('renders an Arabic page with the Arabic build’s renderer, and an English one with the English', async () => {
    expect((await page('/ar/materials')).body).toContain('<main>عربي /ar/materials</main>');
    expect((await page('/materials')).body).toContain('<main>English /materials</main>');
  });

  it('keeps private pages out of search engines in Arabic too, and answers an unknown /ar page 404', async () => {
    expect((await page('/ar/my-orders')).body).toContain('<meta name="robots" content="noindex" />');
    const missing = await page('/ar/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>الصفحة غير موجودة | The Gate</title>');
    // The back office is English only.
    expect((await page('/ar/admin')).statusCode).toBe(404);
  });
});
