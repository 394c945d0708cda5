import type { AdminGroup, AdminGroupList } from '@the-gate/contract/admin-groups';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import type { LibraryMaterial, OwnedItems } from '@the-gate/contract/library';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, request, userIdOf } from '../../../test/learning';
import { libraryOf } from '../../../test/payments';
import { admin, auditEntries, staffUser } from '../../../test/staff';
import { paymentItems, payments } from '../payments/schema';
import { materialGroups, materials } from './schema';

/**
 * Issue 24 §2 "packages (tiers and the materials they include), digital books": the back office's
 * API for material groups, through the real app. Only a Published group is in the shop; every change
 * is audited (§5); the rights are the materials' (price = manage, status = publish, the rest = edit).
 */

let t: TestApp;
let owner: string;
let manager: string;
let editor: string;
/** Six standalone Year 7 materials of the demo catalogue, by id. */
let sheets: { id: number; title: string }[];

const get = (url: string, token?: string) => request(t, 'GET', url, token);

const newPackage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Year 7 Exam Week Package',
  description: '<p>Everything for exam week.</p><script>alert(1)</script>',
  briefDescription: 'Three papers for exam week.',
  price: 150,
  isFree: false,
  kind: 'package',
  tier: 'Basic',
  year: 'Year 7',
  materialIds: [sheets[2]!.id, sheets[0]!.id, sheets[1]!.id],
  ...overrides,
});

async function create(body: object, token = manager) {
  const answer = await admin(t, 'POST', '/api/admin/groups', token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body!.id as number;
}

async function adminGroup(id: number) {
  const answer = await admin(t, 'GET', `/api/admin/groups/${id}`, manager);
  expect(answer.status).toBe(200);
  return answer.body as unknown as AdminGroup;
}

const patch = (id: number, body: object, token = manager) => admin(t, 'PATCH', `/api/admin/groups/${id}`, token, body);

async function list(query: string) {
  const answer = await admin(t, 'GET', `/api/admin/groups?${query}`, editor);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as AdminGroupList;
}

const packageIds = async (year: string) =>
  (await get(`/api/packages?year=${encodeURIComponent(year)}`)).json<MaterialGroup[]>().map((g) => g.id);

const publicContents = async (id: number) => {
  const response = await get(`/api/material-groups/${id}?includeMaterials=true`);
  return response.statusCode === 200 ? response.json<MaterialGroup>().materials!.map((m) => m.id) : response.statusCode;
};

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = (await staffUser(t, 'owner')).token;
  manager = (await staffUser(t, 'manager')).token;
  editor = (await staffUser(t, 'editor')).token;
  sheets = await t.db
    .select({ id: materials.id, title: materials.title })
    .from(materials)
    .where(and(eq(materials.isStandalone, true), eq(materials.isFree, false), eq(materials.categoryId, 8)))
    .orderBy(asc(materials.id))
    .limit(6);
  expect(sheets).toHaveLength(6);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('issue 24 §2: a package made in the back office', () => {
  it('is created as a Draft with its materials in order, is not in the shop until published, and is audited', async () => {
    const before = (await auditEntries(t)).length;
    const id = await create(newPackage());

    const group = await adminGroup(id);
    expect(group).toMatchObject({
      id,
      name: 'Year 7 Exam Week Package',
      status: 'draft',
      kind: 'package',
      tier: 'Basic',
      year: 'Year 7',
      typeName: 'Package',
      price: 150,
      materialCount: 3,
      materialIds: [sheets[2]!.id, sheets[0]!.id, sheets[1]!.id],
      contents: [2, 0, 1].map((i) => ({ id: sheets[i]!.id, title: sheets[i]!.title, status: 'published' })),
    });
    // The shop reads the tier and the year from the tags it always read them from.
    expect(group.tags.map((tag) => `${tag.key}=${tag.value}`).sort()).toEqual(['PackageType=Basic', 'levels=Year 7']);
    // HTML is sanitised before it is stored.
    expect(group.description).toContain('Everything for exam week.');
    expect(group.description).not.toContain('<script');

    // A Draft is neither listed nor shown nor sold.
    expect(await packageIds('Year 7')).not.toContain(id);
    expect((await get(`/api/material-groups/${id}`)).statusCode).toBe(404);

    const entries = (await auditEntries(t)).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'group.create', entity: 'group', entityId: String(id), before: null });
    expect(entries[0]!.after).toMatchObject({ status: 'draft', tier: 'Basic', materialIds: group.materialIds });

    // Publishing (a manager may) puts it in the shop's packages of its year, in the order given.
    expect((await patch(id, { status: 'published' })).status).toBe(200);
    await expect.poll(() => packageIds('Year 7'), { timeout: 5000 }).toContain(id);
    expect(await publicContents(id)).toEqual(group.materialIds);
  });

  it('replaces and reorders the contents; a published package shows the change in the public GET', async () => {
    const id = await create(newPackage({ name: 'Year 7 Reorder Package' }));
    expect((await patch(id, { status: 'published' })).status).toBe(200);
    await expect.poll(() => publicContents(id), { timeout: 5000 }).toEqual([2, 0, 1].map((i) => sheets[i]!.id));

    // The public answer is cached now; the change must still show (the catalogue's change trigger).
    const reordered = [sheets[1]!.id, sheets[4]!.id, sheets[2]!.id, sheets[3]!.id];
    const answer = await patch(id, { materialIds: reordered });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ materialIds: reordered, materialCount: 4 });
    await expect.poll(() => publicContents(id), { timeout: 5000 }).toEqual(reordered);

    const emptied = await patch(id, { materialIds: [] });
    expect(emptied.body).toMatchObject({ materialIds: [], contents: [] });
    await expect.poll(() => publicContents(id), { timeout: 5000 }).toEqual([]);
  });

  it('lets an editor change texts but not the price, the contents or the status (403 naming the field)', async () => {
    const id = await create(newPackage({ name: 'Year 7 Rights Package' }));
    const before = (await auditEntries(t)).length;
    // What the price buys is the managers' to change, as the price is.
    expect(await patch(id, { materialIds: [sheets[0]!.id] }, editor)).toEqual({
      status: 403,
      body: { message: 'Your role cannot change the contents of a package or book.' },
    });
    expect(await patch(id, { price: 99 }, editor)).toEqual({
      status: 403,
      body: { message: 'Your role cannot change the price of a package or book.' },
    });
    expect(await patch(id, { status: 'published' }, editor)).toEqual({
      status: 403,
      body: { message: 'Your role cannot change the status of a package or book.' },
    });
    // Refused as a whole: the name sent with the price is not written either.
    expect((await patch(id, { name: 'Renamed', isFree: true }, editor)).status).toBe(403);
    expect(await adminGroup(id)).toMatchObject({ name: 'Year 7 Rights Package', price: 150, status: 'draft' });
    expect((await auditEntries(t)).length).toBe(before);

    // The same price sent back unchanged is no change, so an editor's full form still saves.
    const saved = await patch(id, { name: 'Year 7 Renamed Package', price: 150 }, editor);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Year 7 Renamed Package', price: 150 });
    // Creating is for managers and owners (catalogue.manage).
    expect((await admin(t, 'POST', '/api/admin/groups', editor, newPackage())).status).toBe(403);
  });

  it('audits only what changed, before and after', async () => {
    const id = await create(newPackage({ name: 'Year 7 Audit Package' }));
    const before = (await auditEntries(t)).length;
    const reversed = [sheets[1]!.id, sheets[0]!.id, sheets[2]!.id];
    const answer = await patch(id, {
      name: 'Year 7 Audited Package',
      price: 120,
      tier: 'Basic',
      materialIds: reversed,
    });
    expect(answer.status).toBe(200);
    const entries = (await auditEntries(t)).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'group.update',
      entity: 'group',
      entityId: String(id),
      before: { name: 'Year 7 Audit Package', price: 150, materialIds: [2, 0, 1].map((i) => sheets[i]!.id) },
      after: { name: 'Year 7 Audited Package', price: 120, materialIds: reversed },
    });
    // The unchanged tier is neither written nor audited.
    expect(Object.keys(entries[0]!.after as object).sort()).toEqual(['materialIds', 'name', 'price']);
    // Nothing different: nothing written, nothing audited.
    expect((await patch(id, { name: 'Year 7 Audited Package' })).status).toBe(200);
    expect((await auditEntries(t)).length).toBe(before + 1);
  });

  it('refuses a change made on a stale form (409) and accepts one made on the current one', async () => {
    const id = await create(newPackage({ name: 'Year 7 Stale Package' }));
    const opened = (await adminGroup(id)).updatedAt;
    expect((await patch(id, { name: 'First change', expectedUpdatedAt: opened })).status).toBe(200);
    const stale = await patch(id, { name: 'Second change', expectedUpdatedAt: opened });
    expect(stale.status).toBe(409);
    expect(stale.body!.message).toMatch(/Someone else changed this package or book/);
    expect((await adminGroup(id)).name).toBe('First change');
    const fresh = (await adminGroup(id)).updatedAt;
    expect((await patch(id, { name: 'Second change', expectedUpdatedAt: fresh })).status).toBe(200);
  });

  it('answers bad input with a 400 that says what is wrong, and an unknown group with a 404', async () => {
    const id = await create(newPackage({ name: 'Year 7 Checked Package' }));
    const cases: [string, object, RegExp][] = [
      [
        'unknown materials',
        { materialIds: [sheets[0]!.id, 987_654, 987_655] },
        /no material with the id 987654, 987655/,
      ],
      ['a material twice', { materialIds: [sheets[0]!.id, sheets[0]!.id] }, /lists an id twice/],
      ['itself', { childGroupIds: [id] }, /cannot include itself/],
      ['an unknown group', { childGroupIds: [987_654] }, /no package or book with the id 987654/],
      ['a tier for a collection', { kind: 'collection', tier: 'Pro' }, /Only a package has a tier/],
      ['no year for a package', { year: null }, /A package needs a year/],
      ['a bad tier', { tier: 'Gold' }, /The tier must be one of Starter, Basic, Pro/],
      ['a bad kind', { kind: 'bundle' }, /The kind must be package, book or collection/],
      ['free with a price', { isFree: true, price: 10 }, /A free package or book has the price 0/],
      ['an unknown category', { categoryId: 987_654 }, /no category with this id/],
      ['the books category', { categoryId: 5 }, /Only a digital book is in the Digital Books category/],
      ['a book with two files', { kind: 'book' }, /A digital book holds one material/],
      ['an empty name', { name: '  ' }, /The name is required/],
      ['a price in tenths of piastres', { price: 1.234 }, /The price must be a number of pounds/],
    ];
    for (const [what, body, message] of cases) {
      const answer = await patch(id, body);
      expect(answer.status, what).toBe(400);
      expect(answer.body!.message, what).toMatch(message);
    }
    // A group cannot include one that includes it: no loop through included groups.
    const parent = await create(newPackage({ name: 'Year 7 Parent Package', childGroupIds: [id] }));
    const loop = await patch(id, { childGroupIds: [parent] });
    expect(loop.status).toBe(400);
    expect(loop.body!.message).toMatch(/cannot include itself/);
    expect(await adminGroup(id)).toMatchObject({ childGroupIds: [], name: 'Year 7 Checked Package' });

    const missingTier = await admin(t, 'POST', '/api/admin/groups', manager, newPackage({ tier: undefined }));
    expect(missingTier).toEqual({ status: 400, body: { message: 'A package needs a tier: Starter, Basic or Pro.' } });
    const unknownOnCreate = await admin(
      t,
      'POST',
      '/api/admin/groups',
      manager,
      newPackage({ materialIds: [987_654] }),
    );
    expect(unknownOnCreate).toEqual({ status: 400, body: { message: 'There is no material with the id 987654.' } });
    expect((await admin(t, 'GET', '/api/admin/groups/987654', manager)).status).toBe(404);
    expect((await patch(987_654, { name: 'Nobody' })).status).toBe(404);
    expect((await admin(t, 'GET', '/api/admin/groups/abc', manager)).status).toBe(400);
    expect((await admin(t, 'GET', '/api/admin/groups?kind=bundle', manager)).status).toBe(400);
    expect((await admin(t, 'GET', '/api/admin/groups?pageSize=101', manager)).status).toBe(400);
  });

  it('makes a digital book: in the Digital Books category, downloadable, listed by the shop once published', async () => {
    const id = await create({
      name: 'A Test Reader',
      description: '<p>A reader.</p>',
      price: 80,
      isFree: false,
      kind: 'book',
      year: 'Year 6',
      author: 'A. Writer',
      pages: 120,
      publishDate: '2026-09-01',
      materialIds: [sheets[5]!.id],
    });
    expect(await adminGroup(id)).toMatchObject({
      kind: 'book',
      tier: null,
      categoryId: 5,
      typeName: 'Digital Book',
      isDownloadable: true,
      pages: 120,
      publishDate: '2026-09-01T00:00:00.000Z',
    });
    const books = async () =>
      (await get('/api/material-groups?categoryId=5')).json<MaterialGroup[]>().map((group) => group.id);
    expect(await books()).not.toContain(id);
    expect((await patch(id, { status: 'published' }, owner)).status).toBe(200);
    await expect.poll(books, { timeout: 5000 }).toContain(id);

    // Its category is fixed: clearing it changes nothing; a book cannot hold a second file.
    const audited = (await auditEntries(t)).length;
    expect((await patch(id, { categoryId: null })).body).toMatchObject({ categoryId: 5, kind: 'book' });
    expect((await auditEntries(t)).length).toBe(audited);
    const twoFiles = await patch(id, { materialIds: [sheets[5]!.id, sheets[4]!.id] });
    expect(twoFiles).toEqual({
      status: 400,
      body: { message: 'A digital book holds one material, its file, and no other groups.' },
    });
  });
});

describe('issue 24 §2: the back office list of packages and books', () => {
  it('filters by kind, year, status and search, sorts and pages in SQL with the total count', async () => {
    const year7 = await list('kind=package&year=Year%207&status=published&sort=name&order=asc&pageSize=100');
    const names = year7.items.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining(['Year 7 Basic Package', 'Year 7 Pro Package', 'Year 7 Starter Package']),
    );
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(
      year7.items.every((row) => row.kind === 'package' && row.year === 'Year 7' && row.status === 'published'),
    ).toBe(true);
    expect(year7.items.find((row) => row.name === 'Year 7 Pro Package')).toMatchObject({ tier: 'Pro' });

    const books = await list('kind=book&pageSize=100');
    expect(books.items.length).toBeGreaterThan(0);
    expect(books.items.every((row) => row.kind === 'book' && row.tier === null)).toBe(true);
    const collections = await list('kind=collection&search=Reading%20Collection');
    expect(collections.items.length).toBeGreaterThan(0);
    expect(collections.items.every((row) => row.kind === 'collection' && row.name.includes('Reading Collection'))).toBe(
      true,
    );

    // Paging: two pages of two, the same total each time, no row twice; past the end, still counted.
    const all = await list('sort=price&order=desc&pageSize=100');
    const first = await list('sort=price&order=desc&pageSize=2&page=1');
    const second = await list('sort=price&order=desc&pageSize=2&page=2');
    expect(first.totalCount).toBe(all.totalCount);
    expect(second.totalCount).toBe(all.totalCount);
    expect([...first.items, ...second.items].map((row) => row.id)).toEqual(all.items.slice(0, 4).map((row) => row.id));
    expect(all.items.map((row) => row.price)).toEqual([...all.items.map((row) => row.price)].sort((a, b) => b - a));
    expect(await list('pageSize=2&page=9999')).toEqual({ items: [], totalCount: all.totalCount });

    const draft = await create(newPackage({ name: 'Year 8 Listed Draft Package', year: 'Year 8' }));
    const drafts = await list('status=draft&year=Year%208&search=listed%20draft');
    expect(drafts).toEqual({
      items: [expect.objectContaining({ id: draft, status: 'draft', materialCount: 3 })],
      totalCount: 1,
    });
  });
});

describe('issue 24 §2: an archived package stays with its owners', () => {
  it('leaves the shop but not the library, and a later price change leaves the payment as it was', async () => {
    const id = await create(newPackage({ name: 'Year 7 Archived Package', price: 140 }));
    expect((await patch(id, { status: 'published' })).status).toBe(200);
    await expect.poll(() => packageIds('Year 7'), { timeout: 5000 }).toContain(id);

    const account = await registeredUser(t);
    const buyerId = await userIdOf(t, account.token);
    await buy(t, account.token, [{ itemType: 'MaterialGroup', itemId: id, quantity: 1 }]);
    const included = [sheets[0]!.id, sheets[1]!.id, sheets[2]!.id];
    expect(await libraryOf(t, buyerId)).toEqual(expect.arrayContaining(included));

    const archived = await patch(id, { status: 'archived', price: 199 }, owner);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ status: 'archived', price: 199 });
    await expect.poll(() => packageIds('Year 7'), { timeout: 5000 }).not.toContain(id);
    expect((await get(`/api/material-groups/${id}`)).statusCode).toBe(404);

    const owned = (await get('/api/library/owned', account.token)).json<OwnedItems>();
    expect(owned.groupIds).toContain(id);
    const mine = (await get('/api/materials/me', account.token)).json<LibraryMaterial[]>();
    expect(mine.map((m) => m.id)).toEqual(expect.arrayContaining(included));

    const [line] = await t.db
      .select({ unitPrice: paymentItems.unitPrice, title: paymentItems.titleSnapshot })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .where(and(eq(payments.userId, buyerId), eq(paymentItems.itemId, id)));
    expect(line).toEqual({ unitPrice: 140, title: 'Year 7 Archived Package' });
    const [row] = await t.db
      .select({ price: materialGroups.price })
      .from(materialGroups)
      .where(eq(materialGroups.id, id));
    expect(row!.price).toBe(199);
  });
});
