import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, auditEntries } from '../../../test/staff';
import { CATEGORY_CYCLE, UNKNOWN_PARENT } from './admin-categories';
import { categories } from './schema';
import { startTaxonomyApp, type TestApp, taxonomyHelpers } from './test/taxonomy-app';
import { createCategory, createGroup, createMaterial, createMaterialType } from './writes';

// Issue 24 §2 "the taxonomies they use (years, types, skills/sub-strands, categories)": the back
// office's API for material types and categories, with §1's permission split and §5's audit. The
// tags (years, sub-strands) are in admin-tags.test.ts.

let t: TestApp;
let owner: { email: string; token: string };
let manager: { email: string; token: string };
let editor: { email: string; token: string };

beforeAll(async () => {
  ({ t, owner, manager, editor } = await startTaxonomyApp());
});
afterAll(() => t?.close());

const { shop, lastAudit } = taxonomyHelpers(() => ({ t, editor }));

describe('material types in the back office (issue 24 §2)', () => {
  it('lists every type with how many materials use it', async () => {
    const used = await createMaterialType(t.db, { name: 'Listed Worksheet' });
    const unused = await createMaterialType(t.db, { name: 'Listed Unused' });
    await createMaterial(t.db, { title: 'Listed one', typeId: used.id });
    await createMaterial(t.db, { title: 'Listed two', typeId: used.id });
    const answer = await admin(t, 'GET', '/api/admin/material-types', editor.token);
    expect(answer.status).toBe(200);
    const items = (answer.body as { items: { id: number; materialCount: number }[] }).items;
    expect(items.find((item) => item.id === used.id)).toMatchObject({ name: 'Listed Worksheet', materialCount: 2 });
    expect(items.find((item) => item.id === unused.id)).toMatchObject({ materialCount: 0, description: null });
  });

  it('creates a type (managers), refuses a duplicate name ignoring case with 409, and audits the creation', async () => {
    const created = await admin(t, 'POST', '/api/admin/material-types', manager.token, {
      name: '  Revision Card ',
      description: 'One page of key points.',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(await lastAudit()).toMatchObject({
      actor: manager.email,
      action: 'material-type.create',
      entity: 'material-type',
      entityId: String(id),
      before: null,
      after: { name: 'Revision Card', description: 'One page of key points.' },
    });
    const duplicate = await admin(t, 'POST', '/api/admin/material-types', owner.token, { name: 'REVISION card' });
    expect(duplicate).toEqual({
      status: 409,
      body: {
        message:
          'A material type named "Revision Card" exists already (names are compared ignoring upper and lower case). Choose another name.',
      },
    });
    const blank = await admin(t, 'POST', '/api/admin/material-types', owner.token, { name: '  ' });
    expect(blank).toMatchObject({ status: 400, body: { message: expect.stringContaining('The name is required.') } });
  });

  it('creates one type when several managers add the same name at once, whatever the case (the others 409)', async () => {
    const names = ['Twin Type', 'twin type', 'TWIN TYPE', 'Twin type', 'twin Type'];
    const answers = await Promise.all(
      names.map((name) => admin(t, 'POST', '/api/admin/material-types', manager.token, { name })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const list = (await admin(t, 'GET', '/api/admin/material-types', manager.token)).body as {
      items: { name: string }[];
    };
    expect(list.items.filter((item) => item.name.toLowerCase() === 'twin type')).toHaveLength(1);
  });

  it('lets an editor rename a type and change its description, but not create or delete one (§1 split)', async () => {
    const type = await createMaterialType(t.db, { name: 'Edited Type', description: 'Old words.' });
    const renamed = await admin(t, 'PATCH', `/api/admin/material-types/${type.id}`, editor.token, {
      name: 'Edited Type Renamed',
      description: 'New words.',
    });
    expect(renamed.status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      actor: editor.email,
      action: 'material-type.update',
      entityId: String(type.id),
      before: { name: 'Edited Type', description: 'Old words.' },
      after: { name: 'Edited Type Renamed', description: 'New words.' },
    });
    const entries = (await auditEntries(t)).length;
    // The same values again change nothing and record nothing.
    await admin(t, 'PATCH', `/api/admin/material-types/${type.id}`, editor.token, { name: 'Edited Type Renamed' });
    expect(await auditEntries(t)).toHaveLength(entries);

    expect((await admin(t, 'POST', '/api/admin/material-types', editor.token, { name: 'Nope' })).status).toBe(403);
    expect((await admin(t, 'DELETE', `/api/admin/material-types/${type.id}`, editor.token)).status).toBe(403);
  });

  it('refuses a rename to a name another type has, ignoring case (409)', async () => {
    await createMaterialType(t.db, { name: 'Clash A' });
    const b = await createMaterialType(t.db, { name: 'Clash B' });
    const answer = await admin(t, 'PATCH', `/api/admin/material-types/${b.id}`, editor.token, { name: 'clash a' });
    expect(answer.status).toBe(409);
    expect(answer.body!.message).toContain('"Clash A" exists already');
    // Changing only the case of its own name is a rename, not a clash.
    expect(
      (await admin(t, 'PATCH', `/api/admin/material-types/${b.id}`, editor.token, { name: 'CLASH B' })).status,
    ).toBe(204);
  });

  it('deletes only a type no material uses (409 saying how many do), audited', async () => {
    const used = await createMaterialType(t.db, { name: 'Deleted Used' });
    for (const title of ['D1', 'D2', 'D3']) await createMaterial(t.db, { title, typeId: used.id });
    expect(await admin(t, 'DELETE', `/api/admin/material-types/${used.id}`, manager.token)).toEqual({
      status: 409,
      body: { message: 'This material type is used by 3 materials: give them another type first, then delete it.' },
    });
    const unused = await createMaterialType(t.db, { name: 'Deleted Unused' });
    expect((await admin(t, 'DELETE', `/api/admin/material-types/${unused.id}`, manager.token)).status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'material-type.delete',
      entity: 'material-type',
      entityId: String(unused.id),
      before: { name: 'Deleted Unused' },
      after: null,
    });
    expect((await admin(t, 'DELETE', `/api/admin/material-types/${unused.id}`, manager.token)).status).toBe(404);
    expect((await admin(t, 'PATCH', '/api/admin/material-types/abc', editor.token, { name: 'x' })).status).toBe(400);
  });

  it('shows a renamed type in the shop at once: GET /api/materials/{id} and the search facets', async () => {
    const type = await createMaterialType(t.db, { name: 'Shop Type Before' });
    const material = await createMaterial(t.db, { title: 'Shop type material', typeId: type.id });
    // Read once, so the public answer is cached.
    expect((await shop(`/api/materials/${material.id}`)).type).toEqual({ id: type.id, name: 'Shop Type Before' });
    await shop('/api/materials/search?q=shop%20type%20material');

    const renamed = await admin(t, 'PATCH', `/api/admin/material-types/${type.id}`, editor.token, {
      name: 'Shop Type After',
    });
    expect(renamed.status).toBe(204);
    await vi.waitFor(async () => {
      const detail = await shop(`/api/materials/${material.id}`);
      expect(detail.typeName).toBe('Shop Type After');
      expect(detail.type).toEqual({ id: type.id, name: 'Shop Type After' });
    });
    const search = await shop('/api/materials/search?q=shop%20type%20material');
    expect(search.items[0].typeName).toBe('Shop Type After');
    expect(search.facets.type.find((option: { value: string }) => option.value === String(type.id)).label).toBe(
      'Shop Type After',
    );
  });
});

describe('categories in the back office (issue 24 §2)', () => {
  it('lists every category flat with its parent and what uses it', async () => {
    const parent = await createCategory(t.db, { name: 'List Parent', slug: 'list-parent', isActive: false });
    const child = await createCategory(t.db, { name: 'List Child', slug: 'list-child', parentId: parent.id });
    const type = await createMaterialType(t.db, { name: 'Category list type' });
    await createMaterial(t.db, { title: 'In child', typeId: type.id, categoryId: child.id });
    await createGroup(t.db, { name: 'Group in parent', categoryId: parent.id });
    const answer = await admin(t, 'GET', '/api/admin/categories', editor.token);
    expect(answer.status).toBe(200);
    const items = (answer.body as { items: { id: number }[] }).items;
    expect(items.find((item) => item.id === parent.id)).toEqual({
      id: parent.id,
      name: 'List Parent',
      slug: 'list-parent',
      description: null,
      parentId: null,
      isActive: false,
      sortOrder: 0,
      materialCount: 0,
      groupCount: 1,
      childCount: 1,
    });
    expect(items.find((item) => item.id === child.id)).toMatchObject({ parentId: parent.id, materialCount: 1 });
  });

  it('creates a category (managers): a taken slug is a 409, an unknown parent or a bad slug a 400; audited', async () => {
    const created = await admin(t, 'POST', '/api/admin/categories', manager.token, {
      name: 'Created',
      slug: 'created-category',
      description: 'For tests.',
      sortOrder: 7,
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(await lastAudit()).toMatchObject({
      actor: manager.email,
      action: 'category.create',
      entity: 'category',
      entityId: String(id),
      before: null,
      after: { name: 'Created', slug: 'created-category', parentId: null, isActive: true, sortOrder: 7 },
    });
    const taken = await admin(t, 'POST', '/api/admin/categories', manager.token, {
      name: 'Again',
      slug: 'created-category',
    });
    expect(taken.status).toBe(409);
    expect(taken.body!.message).toContain('slug "created-category"');
    expect(
      await admin(t, 'POST', '/api/admin/categories', manager.token, {
        name: 'Orphan',
        slug: 'orphan',
        parentId: 999999,
      }),
    ).toEqual({ status: 400, body: { message: UNKNOWN_PARENT } });
    // An id beyond PostgreSQL's integer is refused by the schema, not by the database (a 5xx).
    expect(
      await admin(t, 'POST', '/api/admin/categories', manager.token, { name: 'Far', slug: 'far', parentId: 2 ** 40 }),
    ).toEqual({ status: 400, body: { message: 'The parent must be a category id.' } });
    const badSlug = await admin(t, 'POST', '/api/admin/categories', manager.token, { name: 'Bad', slug: 'Year 5!' });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body!.message).toContain('The slug must be lower-case letters and digits');
    expect((await admin(t, 'POST', '/api/admin/categories', editor.token, { name: 'E', slug: 'e' })).status).toBe(403);
  });

  it('refuses to move a category under itself or its own descendant (400), and moves it elsewhere', async () => {
    const top = await createCategory(t.db, { name: 'Cycle Top', slug: 'cycle-top' });
    const middle = await createCategory(t.db, { name: 'Cycle Middle', slug: 'cycle-middle', parentId: top.id });
    const bottom = await createCategory(t.db, { name: 'Cycle Bottom', slug: 'cycle-bottom', parentId: middle.id });
    const other = await createCategory(t.db, { name: 'Cycle Other', slug: 'cycle-other' });
    const entries = (await auditEntries(t)).length;
    for (const parentId of [top.id, bottom.id, middle.id]) {
      expect(await admin(t, 'PATCH', `/api/admin/categories/${top.id}`, manager.token, { parentId })).toEqual({
        status: 400,
        body: { message: CATEGORY_CYCLE },
      });
    }
    expect(await auditEntries(t)).toHaveLength(entries);
    expect(
      (await admin(t, 'PATCH', `/api/admin/categories/${middle.id}`, manager.token, { parentId: other.id })).status,
    ).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'category.update',
      entity: 'category',
      entityId: String(middle.id),
      before: { parentId: top.id },
      after: { parentId: other.id },
    });
    // Now top has no descendant left: it may go under bottom (other > middle > bottom > top).
    expect(
      (await admin(t, 'PATCH', `/api/admin/categories/${top.id}`, manager.token, { parentId: bottom.id })).status,
    ).toBe(204);
    const tree = await shop('/api/categories/hierarchy');
    const otherNode = tree.find((node: { id: number }) => node.id === other.id);
    expect(otherNode.children[0].children[0].children[0].id).toBe(top.id);
  });

  it('lets an editor rename a category, but not change its slug, parent or visibility (403 naming the field)', async () => {
    const category = await createCategory(t.db, { name: 'Split', slug: 'split' });
    const other = await createCategory(t.db, { name: 'Split Other', slug: 'split-other' });
    expect(
      (
        await admin(t, 'PATCH', `/api/admin/categories/${category.id}`, editor.token, {
          name: 'Split Renamed',
          description: 'Words.',
          sortOrder: 3,
        })
      ).status,
    ).toBe(204);
    expect(await admin(t, 'PATCH', `/api/admin/categories/${category.id}`, editor.token, { slug: 'moved' })).toEqual({
      status: 403,
      body: { message: 'Your role cannot change the slug of a category.' },
    });
    expect(
      await admin(t, 'PATCH', `/api/admin/categories/${category.id}`, editor.token, { parentId: other.id }),
    ).toEqual({ status: 403, body: { message: 'Your role cannot change the parent of a category.' } });
    expect(await admin(t, 'PATCH', `/api/admin/categories/${category.id}`, editor.token, { isActive: false })).toEqual({
      status: 403,
      body: { message: 'Your role cannot change the visibility of a category.' },
    });
    // Sending the values it already has is no change, so no right is needed.
    expect(
      (await admin(t, 'PATCH', `/api/admin/categories/${category.id}`, editor.token, { slug: 'split', isActive: true }))
        .status,
    ).toBe(204);
    expect(
      (
        await admin(t, 'PATCH', `/api/admin/categories/${category.id}`, manager.token, {
          isActive: false,
          slug: 'split-2',
        })
      ).status,
    ).toBe(204);
    expect(
      (await admin(t, 'PATCH', `/api/admin/categories/${category.id}`, manager.token, { slug: 'split-other' })).status,
    ).toBe(409);
    const shown = await shop('/api/categories/byparent?includeInactive=true');
    expect(shown.find((row: { id: number }) => row.id === category.id)).toMatchObject({
      name: 'Split Renamed',
      slug: 'split-2',
      isActive: false,
    });
  });

  it('deletes only an unused category (409 saying what uses it), never Digital Books; audited', async () => {
    const parent = await createCategory(t.db, { name: 'Del Parent', slug: 'del-parent' });
    const child = await createCategory(t.db, { name: 'Del Child', slug: 'del-child', parentId: parent.id });
    const type = await createMaterialType(t.db, { name: 'Del type' });
    await createMaterial(t.db, { title: 'Del material', typeId: type.id, categoryId: parent.id });
    expect(await admin(t, 'DELETE', `/api/admin/categories/${parent.id}`, manager.token)).toEqual({
      status: 409,
      body: {
        message:
          'This category is still used by 1 material, 1 subcategory: move them to another category first, then delete it.',
      },
    });
    expect((await admin(t, 'DELETE', `/api/admin/categories/${child.id}`, editor.token)).status).toBe(403);
    expect((await admin(t, 'DELETE', `/api/admin/categories/${child.id}`, manager.token)).status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'category.delete',
      entity: 'category',
      entityId: String(child.id),
      before: { name: 'Del Child', slug: 'del-child', parentId: parent.id },
      after: null,
    });
    // The seed makes it with this fixed id; here an earlier test may hold the id already.
    await t.db
      .insert(categories)
      .values({ id: DIGITAL_BOOKS_CATEGORY_ID, name: 'Digital Books', slug: 'digital-books' })
      .onConflictDoNothing();
    const books = await admin(t, 'DELETE', `/api/admin/categories/${DIGITAL_BOOKS_CATEGORY_ID}`, owner.token);
    expect(books.status).toBe(409);
    expect(books.body!.message).toContain('Digital Books category cannot be deleted');
  });
});
