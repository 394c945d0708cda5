import {
  type Category,
  type CategoryNode,
  categoryNodeSchema,
  categorySchema,
  type Material,
  type MaterialGroup,
  type MaterialType,
  materialGroupSchema,
  materialSchema,
  materialTypeSchema,
  type Tag,
  tagSchema,
} from '@the-gate/contract/catalogue';
import { DIGITAL_BOOKS_CATEGORY_ID, packageTier } from '@the-gate/contract/catalogue-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { materials } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/materials', () => {
  it('returns every material as a bare array in the contract shape (API-08)', async () => {
    const response = await get('/api/materials');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const list = z.array(materialSchema).parse(json(response));
    expect(list.length).toBeGreaterThanOrEqual(60);
    const first = list[0]!;
    expect(first.type).toEqual({ id: first.typeId, name: first.typeName });
    expect(first.previewUrl).toBe(first.previewFilePath);
    expect(first.thumbnailPath).toMatch(/^\/files\//);
  });

  it('never puts a paid file URL in a public response (contract §5.5)', async () => {
    const list = json<Material[]>(await get('/api/materials'));
    const paid = list.filter((m) => !m.isFree);
    const free = list.filter((m) => m.isFree);
    expect(paid.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);
    for (const m of paid) {
      expect(m.downloadUrl).toBeNull();
      expect(m.filePath).toBeNull();
      expect(m.price).toBeGreaterThan(0);
    }
    for (const m of free) {
      expect(m.price).toBe(0);
      expect(m.downloadUrl).toBe(`/api/materials/${m.id}/download`);
    }
    expect(JSON.stringify(paid)).not.toContain('/private/');
  });

  it('filters by categoryId, typeId and isStandalone', async () => {
    const all = json<Material[]>(await get('/api/materials'));
    const year6 = all.find((m) => m.category?.name === 'Year 6')!.category!.id;
    const byCategory = json<Material[]>(await get(`/api/materials?categoryId=${year6}`));
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((m) => m.category?.id === year6)).toBe(true);

    const typeId = all[0]!.typeId;
    const byType = json<Material[]>(await get(`/api/materials?typeId=${typeId}`));
    expect(byType.length).toBe(all.filter((m) => m.typeId === typeId).length);

    const standalone = json<Material[]>(await get('/api/materials?isStandalone=true'));
    expect(standalone.every((m) => m.isStandalone)).toBe(true);
    expect(standalone.length).toBeLessThan(all.length);
  });

  it('returns an empty array for a category with no materials', async () => {
    const response = await get('/api/materials?categoryId=999999');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([]);
  });

  it.each([
    ['/api/materials?categoryId=abc', 'The categoryId must be a positive whole number.'],
    ['/api/materials?categoryId=-1', 'The categoryId must be a positive whole number.'],
    ['/api/materials?categoryId=99999999999', 'The categoryId must be a positive whole number.'],
    ['/api/materials?isStandalone=yes', 'The isStandalone parameter must be true or false.'],
    ['/api/materials?sort=title', 'Unknown query parameter: sort.'],
  ])('answers %s with a 400 and a clear message', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message });
  });
});

describe('GET /api/materials/{id}', () => {
  it('returns one material with its tags', async () => {
    const [first] = json<Material[]>(await get('/api/materials'));
    const response = await get(`/api/materials/${first!.id}`);
    expect(response.statusCode).toBe(200);
    const material = materialSchema.parse(json(response));
    expect(material).toEqual(first);
    expect(material.tags.map((tag) => tag.key)).toContain('levels');
  });

  it('answers an unknown id with 404 and the message the detail page shows (MD-08)', async () => {
    const response = await get('/api/materials/987654');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'The requested material could not be found.' });
  });

  it.each(['abc', '0', '1.5', '2147483648', '%00'])('answers the malformed id %s with 400', async (id) => {
    const response = await get(`/api/materials/${id}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'The material id must be a positive whole number.' });
  });
});

describe('GET /api/material-types', () => {
  it('lists the resource types as a bare array, and one type by id', async () => {
    const list = z.array(materialTypeSchema).parse(json(await get('/api/material-types')));
    expect(list.map((type) => type.name)).toEqual(
      expect.arrayContaining([
        'Practice Sheet',
        'Presentation',
        'Practice Exam',
        'Past Paper',
        'Textbook',
        'Study Notes',
        'Teacher Resource',
        'Test Series',
      ]),
    );
    const one = json<MaterialType>(await get(`/api/material-types/${list[1]!.id}`));
    expect(one).toEqual(list[1]);
  });

  it('answers an unknown type with 404 and a malformed one with 400', async () => {
    const missing = await get('/api/material-types/4242');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Material type not found.' });
    expect((await get('/api/material-types/x')).statusCode).toBe(400);
  });
});

describe('GET /api/material-groups', () => {
  it('lists the digital books of the fixed category, at least 8 (API-10, DB-16)', async () => {
    const response = await get(`/api/material-groups?categoryId=${DIGITAL_BOOKS_CATEGORY_ID}`);
    const books = z.array(materialGroupSchema).parse(json(response));
    expect(books.length).toBeGreaterThanOrEqual(8);
    for (const book of books) {
      expect(book.categoryId).toBe(DIGITAL_BOOKS_CATEGORY_ID);
      expect(book.name).toBe(book.title);
      expect(book.tags.some((tag) => tag.key === 'levels')).toBe(true);
      expect(book.previewFilePath).toMatch(/\.pdf$/);
      expect(book.downloadUrl).toBeNull();
      expect(book.materials).toBeUndefined();
    }
  });

  it('includes materials with their tags, and child and parent groups, when asked (API-09)', async () => {
    const response = await get(
      '/api/material-groups?includeMaterials=true&includeChildGroups=true&includeParentGroups=true',
    );
    const groups = z.array(materialGroupSchema).parse(json(response));
    const pro = groups.find((g) => g.name === 'Year 7 Pro Package')!;
    expect(pro.materials!.length).toBe(pro.materialCount);
    expect(pro.materials!.every((m) => m.tags.length > 0)).toBe(true);
    expect(pro.childGroups!.map((g) => g.name)).toEqual(['Year 7 Basic Package']);
    const basic = groups.find((g) => g.name === 'Year 7 Basic Package')!;
    expect(basic.parentGroups!.map((g) => g.name)).toEqual(['Year 7 Pro Package']);
  });

  it('gives every year three packages, one per tier, whose counted materials cover several skills (PY-01, PY-06)', async () => {
    const groups = json<MaterialGroup[]>(await get('/api/material-groups?includeMaterials=true'));
    for (const year of ['Year 5', 'Year 6', 'Year 7', 'Year 8']) {
      const packages = groups.filter(
        (g) =>
          g.tags.some((t) => t.key === 'levels' && t.value === year) && g.tags.some((t) => t.key === 'PackageType'),
      );
      expect(packages.map(packageTier).sort()).toEqual([1, 2, 3]);
      for (const pkg of packages) {
        const tier = pkg.tags.find((t) => t.key === 'PackageType')!.value;
        expect(pkg.name).toContain(tier);
        expect(pkg.price).toBeGreaterThan(0);
        const counted = pkg.materials!.filter((m) => m.tags.some((t) => t.key === 'Count' && t.value === 'True'));
        expect(counted.length).toBeGreaterThan(0);
        const skills = new Set(
          counted.flatMap((m) => m.tags.filter((t) => t.key === 'Sub-strand').map((t) => t.value)),
        );
        expect(skills.size).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('returns one group by id, with materials only when asked (API-11, API-12)', async () => {
    const [book] = json<MaterialGroup[]>(await get(`/api/material-groups?categoryId=${DIGITAL_BOOKS_CATEGORY_ID}`));
    const plain = json<MaterialGroup>(await get(`/api/material-groups/${book!.id}`));
    expect(plain).toEqual(book);
    const full = materialGroupSchema.parse(json(await get(`/api/material-groups/${book!.id}?includeMaterials=true`)));
    expect(full.materials).toHaveLength(1);
  });

  it('answers an unknown group with 404 "Not found." and bad input with 400', async () => {
    const missing = await get('/api/material-groups/31337');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Not found.' });
    const bad = await get('/api/material-groups?includeMaterials=1');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'The includeMaterials parameter must be true or false.' });
    expect((await get('/api/material-groups/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/packages', () => {
  it('lists package groups by year and then tier, without materials (API-13)', async () => {
    const list = z.array(materialGroupSchema).parse(json(await get('/api/packages')));
    expect(list).toHaveLength(12);
    expect(list.map((p) => p.name).slice(0, 3)).toEqual([
      'Year 5 Starter Package',
      'Year 5 Basic Package',
      'Year 5 Pro Package',
    ]);
    expect(list.every((p) => p.materials === undefined && p.materialCount > 0)).toBe(true);
  });

  it('filters by year and rejects an unknown year', async () => {
    const list = json<MaterialGroup[]>(await get('/api/packages?year=Year%208'));
    expect(list.map((p) => p.name)).toEqual(['Year 8 Starter Package', 'Year 8 Basic Package', 'Year 8 Pro Package']);
    const bad = await get('/api/packages?year=Year%2012');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'The year must be one of Year 5, Year 6, Year 7 or Year 8.' });
  });
});

describe('GET /api/tags', () => {
  it('finds the levels tags with searchTerm=Level, ignoring case (API-14)', async () => {
    const tags = z.array(tagSchema).parse(json(await get('/api/tags?searchTerm=Level')));
    const levels = tags.filter((tag) => tag.key === 'levels').map((tag) => tag.value);
    expect(levels.sort()).toEqual(['Year 5', 'Year 6', 'Year 7', 'Year 8']);
  });

  it('returns every tag without a search term, including the package vocabulary', async () => {
    const tags = json<Tag[]>(await get('/api/tags'));
    const pairs = tags.map((tag) => `${tag.key}=${tag.value}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'PackageType=Starter',
        'PackageType=Basic',
        'PackageType=Pro',
        'Count=True',
        'MaterialPackageType=Practice Sheets',
        'MaterialPackageType=PowerPoint Presentations',
        'MaterialPackageType=Practice Exams',
      ]),
    );
    expect(tags.filter((tag) => tag.key === 'Sub-strand').length).toBeGreaterThanOrEqual(4);
  });

  it('treats % and _ in the search term as plain characters', async () => {
    expect(json(await get('/api/tags?searchTerm=%25'))).toEqual([]);
    expect(json(await get('/api/tags?searchTerm=_'))).toEqual([]);
  });

  it('rejects a search term longer than 200 characters', async () => {
    const response = await get(`/api/tags?searchTerm=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'The search text must be at most 200 characters long.' });
  });
});

describe('GET /api/categories', () => {
  it('lists the top level, marking which categories have children (API-16)', async () => {
    const roots = z.array(categorySchema).parse(json(await get('/api/categories/byparent')));
    expect(roots.map((c) => c.name)).toEqual(['Student Resources', 'Teacher Resources', 'Packages', 'Digital Books']);
    expect(roots.find((c) => c.name === 'Student Resources')!.hasChildren).toBe(true);
    expect(roots.find((c) => c.name === 'Digital Books')).toMatchObject({
      id: DIGITAL_BOOKS_CATEGORY_ID,
      hasChildren: false,
    });
  });

  it('lists the children of a parent, hides inactive ones unless asked, and 404s an unknown parent', async () => {
    const students = json<Category[]>(await get('/api/categories/byparent')).find(
      (c) => c.slug === 'student-resources',
    )!;
    const children = json<Category[]>(await get(`/api/categories/byparent?parentId=${students.id}`));
    expect(children.map((c) => c.name)).toEqual(['Year 5', 'Year 6', 'Year 7', 'Year 8']);
    const withInactive = json<Category[]>(await get('/api/categories/byparent?includeInactive=true'));
    expect(withInactive.some((c) => !c.isActive)).toBe(true);
    const missing = await get('/api/categories/byparent?parentId=5000');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Category not found.' });
  });

  it('returns the hierarchy as nested roots (API-17)', async () => {
    const tree = z.array(categoryNodeSchema).parse(json(await get('/api/categories/hierarchy?includeInactive=false')));
    const students = tree.find((node: CategoryNode) => node.slug === 'student-resources')!;
    expect(students.children.map((c) => c.slug)).toEqual(['year-5', 'year-6', 'year-7', 'year-8']);
    expect(tree.every((node) => node.isActive)).toBe(true);
    const all = json<CategoryNode[]>(await get('/api/categories/hierarchy?includeInactive=true'));
    expect(all.length).toBe(tree.length + 1);
    expect((await get('/api/categories/hierarchy?includeInactive=maybe')).statusCode).toBe(400);
  });
});

describe('response caching', () => {
  it('answers a repeated request with 304 when the browser already has it', async () => {
    const first = await get('/api/material-types');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/api/material-types', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never serves a changed material stale once the database has announced the change', async () => {
    const [first] = json<Material[]>(await get('/api/materials'));
    await get(`/api/materials/${first!.id}`); // now cached
    await t.db.update(materials).set({ title: 'Renamed by a test' }).where(eq(materials.id, first!.id));
    await expect
      .poll(async () => json<Material>(await get(`/api/materials/${first!.id}`)).title, { timeout: 5000 })
      .toBe('Renamed by a test');
    const list = json<Material[]>(await get('/api/materials'));
    expect(list.find((m) => m.id === first!.id)!.title).toBe('Renamed by a test');
  });
});
