import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/harness';
import { buy, request } from '../test/learning';
import { demoItems } from '../test/payments';
import { materialGroups } from './modules/catalogue/schema';
import { exams } from './modules/exams/schema';

/**
 * Issue 23 §7: opened at http://127.0.0.1:3000 or the machine's network address, the site showed
 * no picture: the answers named files at PUBLIC_URL (localhost by default), which the
 * Content-Security-Policy ('self') refuses from any other address. Every file, picture and
 * preview URL in an answer is root-relative; only what leaves the site (share tags, e-mails,
 * the sitemap) names PUBLIC_URL.
 */

let t: TestApp;
let token: string;
let items: Awaited<ReturnType<typeof demoItems>>;
let paidExamId: number;

/** The answer's fields that name a file of ours (a distributor's `mapUrl` is Google's). */
const FILE_FIELD = /(?:path|url|image)$/i;
const NOT_OURS = new Set(['mapUrl']);

/** Every non-empty file field anywhere in a JSON answer, with its key. */
function fileUrlsIn(body: string): [key: string, url: string][] {
  const found: [string, string][] = [];
  JSON.parse(body, (key, value) => {
    if (typeof value === 'string' && value && FILE_FIELD.test(key) && !NOT_OURS.has(key)) found.push([key, value]);
    return value;
  });
  return found;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  token = (await registeredUser(t)).token;
  const [exam] = await t.db.select({ id: exams.id }).from(exams).where(eq(exams.isFree, false)).limit(1);
  paidExamId = exam!.id;
  const [book] = await t.db
    .select({ id: materialGroups.id })
    .from(materialGroups)
    .where(and(eq(materialGroups.typeName, 'Digital Book'), eq(materialGroups.isFree, false)))
    .limit(1);
  await buy(t, token, [
    { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
    { itemType: 'MaterialGroup', itemId: book!.id, quantity: 1 },
    { itemType: 'Course', itemId: items.course.id, quantity: 1 },
    { itemType: 'Exam', itemId: paidExamId, quantity: 1 },
  ]);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('file URLs in answers (issue 23 §7)', () => {
  it('are root-relative in the catalogue, books, packages, courses, exams, blog, distributors and the library', async () => {
    const answers = [
      '/api/materials',
      '/api/materials/popular',
      '/api/materials/search?q=year',
      '/api/material-groups?categoryId=5',
      '/api/packages',
      `/api/material-groups/${items.pro.id}?includeMaterials=true`,
      '/api/teacher-courses',
      '/api/exams',
      '/api/blog-posts?populate=coverImage',
      '/api/distributors',
      // The buyer's own: signed links to paid files, the reader's file, the lessons' zips.
      '/api/materials/me',
      `/api/materials/${items.paid.id}`,
      `/api/materials/${items.paid.id}/reader`,
      `/api/exams/${paidExamId}`,
      '/api/courses/assigned',
      `/api/courses/${items.course.id}/lessons`,
    ];
    const keys = new Set<string>();
    for (const url of answers) {
      const response = await request(t, 'GET', url, token);
      expect(response.statusCode, url).toBe(200);
      const urls = fileUrlsIn(response.body);
      expect(urls.length, `${url} names no file`).toBeGreaterThan(0);
      for (const [key, value] of urls) {
        keys.add(key);
        expect(value, `${url}: ${key}`).toMatch(/^\/(?!\/)/);
      }
      expect(response.body, url).not.toContain(t.config.publicUrl);
    }
    // The walk saw every kind of link: pictures, previews, free and signed files, papers, zips.
    for (const key of [
      'thumbnailPath',
      'previewFilePath',
      'downloadUrl',
      'filePath',
      'fileUrl',
      'paperUrl',
      'documentUrl',
      'url',
      'imageUrl',
      'thumbnailUrl',
    ]) {
      expect(keys, key).toContain(key);
    }
  });

  it('a root-relative link works as it is: the picture and the signed file are served from the path', async () => {
    const material = (await request(t, 'GET', `/api/materials/${items.paid.id}`, token)).json();
    expect((await request(t, 'GET', material.thumbnailPath)).statusCode).toBe(200);
    const file = await request(t, 'GET', material.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});
