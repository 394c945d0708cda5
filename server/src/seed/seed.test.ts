import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Material, MaterialGroup } from '@the-gate/contract/catalogue';
import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { blogCategories, blogPosts } from '../modules/blog/schema';
import { materials } from '../modules/catalogue/schema';
import { lessons } from '../modules/courses/schema';
import { seedDemoData } from './run-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = async <T>(url: string) => json<T>(await t.app.inject({ method: 'GET', url }));

describe('the demo catalogue', () => {
  it('has at least 60 materials across every resource type and year, free and paid', async () => {
    const list = await get<Material[]>('/api/materials?isStandalone=true');
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(new Set(list.map((m) => m.typeName)).size).toBe(8);
    const years = new Set(list.flatMap((m) => m.tags.filter((tag) => tag.key === 'levels').map((tag) => tag.value)));
    expect(years).toEqual(new Set(['Year 5', 'Year 6', 'Year 7', 'Year 8']));
    expect(list.filter((m) => m.isFree).length).toBeGreaterThanOrEqual(8);
    expect(list.every((m) => m.tags.some((tag) => tag.key === 'Sub-strand' && tag.value === m.subject))).toBe(true);
  });

  it('has at least 8 digital books, each with a preview and a cover', async () => {
    const books = await get<MaterialGroup[]>(`/api/material-groups?categoryId=${DIGITAL_BOOKS_CATEGORY_ID}`);
    expect(books.length).toBeGreaterThanOrEqual(8);
    expect(books.every((b) => b.previewFilePath && b.thumbnailPath)).toBe(true);
  });

  it('has at least 12 published posts in at least 3 categories, and lessons for the courses', async () => {
    const [posts] = await t.db.select({ n: count() }).from(blogPosts);
    const [categories] = await t.db.select({ n: count() }).from(blogCategories);
    const [lessonCount] = await t.db.select({ n: count() }).from(lessons);
    expect(posts!.n).toBeGreaterThanOrEqual(13);
    expect(categories!.n).toBeGreaterThanOrEqual(3);
    expect(lessonCount!.n).toBeGreaterThanOrEqual(8 * 4);
  });

  it('writes real files: private PDFs for every material, public covers served as images', async () => {
    const list = await get<Material[]>('/api/materials');
    for (const m of list.slice(0, 10)) {
      const cover = await t.app.inject({ method: 'GET', url: new URL(m.thumbnailPath!).pathname });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(cover.headers['content-security-policy']).toContain("default-src 'none'");
      expect(cover.headers['cache-control']).toBe('public, max-age=86400');
      const preview = await t.app.inject({ method: 'GET', url: new URL(m.previewUrl!).pathname });
      expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const privateDir = path.join(t.dataDir, 'files', 'private', 'materials');
    const pdfs = list.map((m) => path.join(privateDir, `${new URL(m.thumbnailPath!).pathname.split('/')[3]}.pdf`));
    expect(pdfs.every((file) => existsSync(file) && readFileSync(file).subarray(0, 5).toString() === '%PDF-')).toBe(
      true,
    );
  });

  it('changes nothing when run a second time', async () => {
    const [before] = await t.db.select({ n: count() }).from(materials);
    expect(await seedDemoData(t.database, t.files)).toBe(false);
    const [after] = await t.db.select({ n: count() }).from(materials);
    expect(after!.n).toBe(before!.n);
  });
});
