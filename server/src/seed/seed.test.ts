import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Material, MaterialGroup } from '@the-gate/contract/catalogue';
import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import { count, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { localFiles } from '../../test/local-files';
import { renditionKeys } from '../lib/images';
import { blogCategories, blogPosts } from '../modules/blog/schema';
import { materialGroupMaterials, materialGroups, materials, materialTypes } from '../modules/catalogue/schema';
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
      const cover = await t.app.inject({ method: 'GET', url: m.thumbnailPath! });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(cover.headers['content-security-policy']).toContain("default-src 'none'");
      expect(cover.headers['cache-control']).toBe('public, max-age=86400');
      for (const [rendition, type] of [
        ['-640w.avif', 'image/avif'],
        ['-640w.webp', 'image/webp'],
      ] as const) {
        const url = m.thumbnailPath!.replace(/\.svg$/, rendition);
        expect((await t.app.inject({ method: 'GET', url })).headers['content-type'], url).toBe(type);
      }
      const preview = await t.app.inject({ method: 'GET', url: m.previewUrl! });
      expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const privateDir = path.join(t.dataDir, 'files', 'private', 'materials');
    const pdfs = list.map((m) => path.join(privateDir, `${m.thumbnailPath!.split('/')[3]}.pdf`));
    expect(pdfs.every((file) => existsSync(file) && readFileSync(file).subarray(0, 5).toString() === '%PDF-')).toBe(
      true,
    );
  });

  it('sells every package and collection for less than its contents bought one by one (issue 23 §7)', async () => {
    const bundles = await groupsWithContentsTotal();
    const sold = bundles.filter((g) => g.typeName === 'Package' || g.typeName === 'Collection');
    expect(sold.filter((g) => g.typeName === 'Package')).toHaveLength(12);
    expect(sold.filter((g) => g.typeName === 'Collection').length).toBeGreaterThanOrEqual(12);
    for (const group of sold) {
      expect(group.standalone, group.name).toBe(true);
      expect(group.price, group.name).toBeGreaterThan(0);
      expect(group.price, `${group.name} costs ${group.price}, its contents ${group.total}`).toBeLessThan(group.total);
      // A believable bundle saving: 15 to 30%, give or take the rounding to a shop-like price.
      expect(1 - group.price / group.total, group.name).toBeGreaterThan(0.12);
      expect(1 - group.price / group.total, group.name).toBeLessThan(0.35);
    }
    // The pro tier saves the most of its year, as its "Best Value" badge says.
    for (const year of [5, 6, 7, 8]) {
      const saving = (tier: string) => {
        const group = sold.find((g) => g.name === `Year ${year} ${tier} Package`)!;
        return 1 - group.price / group.total;
      };
      expect(saving('Pro')).toBeGreaterThan(Math.max(saving('Basic'), saving('Starter')));
    }
    // A book holds only its own file, which is not sold on its own: nothing to buy separately.
    const books = bundles.filter((g) => g.typeName === 'Digital Book');
    expect(books.length).toBeGreaterThanOrEqual(8);
    expect(books.every((b) => b.count === 1 && !b.standalone && b.total === (b.isFree ? 0 : b.price))).toBe(true);
  });

  it('changes nothing when run a second time', async () => {
    const [before] = await t.db.select({ n: count() }).from(materials);
    expect(await seedDemoData(t.database, t.files)).toBe(false);
    const [after] = await t.db.select({ n: count() }).from(materials);
    expect(after!.n).toBe(before!.n);
  });
});

/**
 * Every group with the sum of its contents' prices, read from the database: its materials and,
 * recursively, its child groups' (what buying it grants, contract §5.3), each counted once.
 */
async function groupsWithContentsTotal() {
  const result = (await t.db.execute(sql`
    WITH RECURSIVE tree(root, id) AS (
      SELECT id, id FROM material_groups
      UNION
      SELECT tree.root, h.child_group_id FROM material_group_hierarchy h JOIN tree ON h.parent_group_id = tree.id
    ),
    contents AS (
      SELECT DISTINCT tree.root, m.material_id FROM tree JOIN material_group_materials m ON m.group_id = tree.id
    )
    SELECT g.name, g.type_name, g.price, g.is_free, count(*) AS count,
      sum(CASE WHEN mat.is_free THEN 0 ELSE mat.price END) AS total, bool_and(mat.is_standalone) AS standalone
    FROM material_groups g
    JOIN contents c ON c.root = g.id
    JOIN materials mat ON mat.id = c.material_id
    GROUP BY g.id`)) as unknown as {
    rows: {
      name: string;
      type_name: string;
      price: string | number;
      is_free: boolean;
      count: string | number;
      total: string | number;
      standalone: boolean;
    }[];
  };
  return result.rows.map((row) => ({
    name: row.name,
    typeName: row.type_name,
    price: Number(row.price),
    isFree: row.is_free,
    count: Number(row.count),
    total: Math.round(Number(row.total) * 100) / 100,
    standalone: row.standalone,
  }));
}

const loadPdf = (bytes: Uint8Array) => PDFDocument.load(bytes, { updateMetadata: false });
const publicFile = (key: string) => readFile(path.join(localFiles(t).publicDir, key));
const privateFile = (key: string) => readFile(localFiles(t).privatePath(key));

/** Issue 12 §6: a demo file is what the catalogue says it is. */
describe('the demo files', () => {
  it('give every material exactly its stated page count, its stated size and a preview of its own pages', async () => {
    const rows = await t.db
      .select({ m: materials, typeName: materialTypes.name })
      .from(materials)
      .innerJoin(materialTypes, eq(materialTypes.id, materials.typeId));
    expect(rows.length).toBeGreaterThanOrEqual(80);
    for (const { m, typeName } of rows) {
      const file = await privateFile(m.fileKey!);
      expect(file.length, m.title).toBe(m.fileSize);
      const pdf = await loadPdf(file);
      expect(pdf.getPageCount(), m.title).toBe(m.pages);
      expect(pdf.getTitle()).toBe(m.title);
      // A presentation is a slide deck saved as PDF: 16:9 landscape pages.
      const { width, height } = pdf.getPage(0).getSize();
      expect(width > height, m.title).toBe(typeName === 'Presentation');

      const preview = await loadPdf(await publicFile(m.previewKey!));
      expect(preview.getTitle()).toBe(`${m.title} (preview)`);
      expect(preview.getPageCount(), m.title).toBe((m.pages! > 3 ? 2 : 1) + 1);
      expect(preview.getPage(0).getSize()).toEqual(pdf.getPage(0).getSize());
    }
  });

  it('MD-05: the free 8-page practice sheets download with 8 pages, as their pages say', async () => {
    const list = await get<Material[]>('/api/materials?isStandalone=true');
    const sheets = list.filter((m) => m.isFree && m.typeName === 'Practice Sheet' && m.pages === 8);
    expect(sheets.length).toBeGreaterThanOrEqual(1);
    for (const sheet of sheets) {
      const download = await t.app.inject({ method: 'GET', url: sheet.downloadUrl! });
      expect(download.statusCode).toBe(200);
      expect((await loadPdf(download.rawPayload)).getPageCount()).toBe(8);
      expect(download.rawPayload.length).toBe(sheet.fileSize);
    }
  });

  it('give every book the file of its own page count and preview', async () => {
    const books = await t.db
      .select({ group: materialGroups, file: materials })
      .from(materialGroups)
      .innerJoin(materialGroupMaterials, eq(materialGroupMaterials.groupId, materialGroups.id))
      .innerJoin(materials, eq(materials.id, materialGroupMaterials.materialId))
      .where(eq(materialGroups.categoryId, DIGITAL_BOOKS_CATEGORY_ID));
    expect(books.length).toBeGreaterThanOrEqual(8);
    for (const { group, file } of books) {
      expect(group.pages, group.name).toBe(file.pages);
      expect(group.previewKey).toBe(file.previewKey);
      expect((await loadPdf(await privateFile(file.fileKey!))).getPageCount(), group.name).toBe(group.pages);
    }
  });

  it("give every lesson a zip that opens and holds the lesson's handout and notes", async () => {
    const rows = await t.db.select().from(lessons);
    for (const lesson of rows) {
      const entries = unzipSync(await privateFile(lesson.documentKey!));
      expect(Object.keys(entries), lesson.title).toEqual([`${lesson.title}.pdf`, 'README.txt']);
      expect((await loadPdf(entries[`${lesson.title}.pdf`]!)).getTitle()).toBe(lesson.title);
      expect(Buffer.from(entries['README.txt']!).toString()).toContain(lesson.title);
    }
  });

  it('give every public image its WebP and AVIF renditions and a 1200x630 share JPEG', async () => {
    const all = await readdir(localFiles(t).publicDir, { recursive: true });
    const originals = all.filter((file) => file.endsWith('.svg'));
    // Covers of the materials, books and exam papers, packages, collections, exams, courses,
    // distributors, blog covers and their formats, blog authors.
    expect(originals.length).toBeGreaterThanOrEqual(200);
    for (const original of originals) {
      const [a320, w320, a640, w640, a960, w960, share] = renditionKeys(original);
      const sizes = await Promise.all(
        [a320, w320, a640, w640, a960, w960, share].map(async (key) => {
          const { format, width, height } = await sharp(await publicFile(key!)).metadata();
          return `${format} ${width}${key === share ? `x${height}` : ''}`;
        }),
      );
      expect(sizes, original).toEqual([
        'heif 320',
        'webp 320',
        'heif 640',
        'webp 640',
        'heif 960',
        'webp 960',
        'jpeg 1200x630',
      ]);
    }
    // Nothing else lives there: previews (PDF) and the renditions above.
    const expected = originals.length * 8 + all.filter((file) => file.endsWith('preview.pdf')).length;
    const files = await Promise.all(
      all.map(async (file) => (await stat(path.join(localFiles(t).publicDir, file))).isFile()),
    );
    expect(files.filter(Boolean).length).toBe(expected);
  });
});
