import type { Material } from '@the-gate/contract/catalogue';
import { type LibraryMaterial, libraryMaterialSchema, NOT_OWNED_MESSAGE } from '@the-gate/contract/library';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, onSite, pathOf, request, userIdOf } from '../../../test/learning';
import { demoItems } from '../../../test/payments';
import { materials } from '../catalogue/schema';
import { userMaterials } from './schema';

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;
let buyer: { token: string; id: string };
let stranger: { token: string; id: string };
/** A material of the buyer's library whose file is gone. */
let fileless: number;

const mine = async (token: string) => {
  const response = await request(t, 'GET', '/api/materials/me', token);
  expect(response.statusCode).toBe(200);
  return z.array(libraryMaterialSchema).parse(response.json());
};
const entryOf = async (token: string, id: number) => (await mine(token)).find((m) => m.id === id)!;
const catalogueMaterial = async (id: number) => (await request(t, 'GET', `/api/materials/${id}`)).json<Material>();
const setLastAccessed = (userId: string, materialId: number, date: Date) =>
  t.db
    .update(userMaterials)
    .set({ lastAccessedDate: date })
    .where(and(eq(userMaterials.userId, userId), eq(userMaterials.materialId, materialId)));
const downloadCount = async (id: number) =>
  (await t.db.select({ n: materials.downloadCount }).from(materials).where(eq(materials.id, id)))[0]!.n;

const LONG_AGO = new Date('2025-01-05T10:00:00Z');

beforeAll(async () => {
  // Listening: checkout reaches the built-in Paymob sandbox over HTTP (test/harness.ts).
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  const b = await registeredUser(t);
  const s = await registeredUser(t);
  buyer = { token: b.token, id: await userIdOf(t, b.token) };
  stranger = { token: s.token, id: await userIdOf(t, s.token) };
  // Two purchases, so the second one is the newer library entry.
  await buy(t, buyer.token, [{ itemType: 'Material', itemId: items.paid.id, quantity: 1 }]);
  await buy(t, buyer.token, [{ itemType: 'Material', itemId: items.paid2.id, quantity: 1 }]);
  const [other] = await t.db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.isFree, false), notInArray(materials.id, [items.paid.id, items.paid2.id])))
    .limit(1);
  fileless = other!.id;
  await t.db.update(materials).set({ fileKey: null }).where(eq(materials.id, fileless));
  await t.db.insert(userMaterials).values({ userId: buyer.id, materialId: fileless, addedDate: LONG_AGO });
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('GET /api/materials/me (contract §3.5)', () => {
  it('answers 401 without a valid token (MM-01)', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const response = await request(t, 'GET', '/api/materials/me', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required' });
    }
  });

  it('lists the own library as a bare array, newest addedDate first (API-05)', async () => {
    const list = await mine(buyer.token);
    expect(list.map((m) => m.id)).toEqual([items.paid2.id, items.paid.id, fileless]);
    const dates = list.map((m) => Date.parse(m.addedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("fills every field from the material and the entry, with the owner's signed file link (API-05, MM-07..MM-16)", async () => {
    const entry = await entryOf(buyer.token, items.paid.id);
    const material = await catalogueMaterial(items.paid.id);
    expect(entry).toMatchObject({
      title: material.title,
      thumbnailPath: material.thumbnailPath,
      isFree: false,
      typeName: material.typeName,
      briefDescription: material.briefDescription,
      description: material.description,
      fileSize: material.fileSize,
      isFavorite: false,
      isDownloadable: true,
      previewFilePath: material.previewFilePath,
    });
    expect(entry.fileSize).toBeGreaterThan(0);
    // Root-relative, as every file link (issue 23 §7).
    expect(entry.previewFilePath).toMatch(/^\/files\/materials\/.+\/preview\.pdf$/);
    expect(entry.addedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    // Contract §2.9: lastAccessedDate starts as addedDate, never null.
    expect(entry.lastAccessedDate).toBe(entry.addedDate);
    const link = onSite(t, entry.filePath!);
    expect(link.pathname).toBe(`/api/library/${buyer.id}/materials/${items.paid.id}/download`);
    const expiresIn = Number(link.searchParams.get('expires')) * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(50 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(link.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
  });

  it('gives no file link for a material without a file, so neither Download nor Preview is offered wrongly (MM-16)', async () => {
    const entry = await entryOf(buyer.token, fileless);
    expect(entry.filePath).toBeNull();
    expect(entry.addedDate).toBe(LONG_AGO.toISOString());
  });

  it("never shows another user's entries", async () => {
    expect(await mine(stranger.token)).toEqual([]);
  });
});

describe('PUT /api/materials/{id}/favorite', () => {
  const favorite = (id: number, token: string | undefined, payload: object) =>
    request(t, 'PUT', `/api/materials/${id}/favorite`, token, payload);

  it('marks and unmarks a favourite, and the library shows it (MM-14)', async () => {
    const on = await favorite(items.paid.id, buyer.token, { isFavorite: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ id: items.paid.id, isFavorite: true });
    expect((await entryOf(buyer.token, items.paid.id)).isFavorite).toBe(true);
    expect((await entryOf(buyer.token, items.paid2.id)).isFavorite).toBe(false);

    const off = await favorite(items.paid.id, buyer.token, { isFavorite: false });
    expect(off.json()).toEqual({ id: items.paid.id, isFavorite: false });
    expect((await entryOf(buyer.token, items.paid.id)).isFavorite).toBe(false);
  });

  it("answers 404 for a material outside the caller's library and leaves the owner's entry alone", async () => {
    await favorite(items.paid2.id, buyer.token, { isFavorite: true });
    for (const id of [items.paid2.id, 424242]) {
      const response = await favorite(id, stranger.token, { isFavorite: false });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This material is not in your library.' });
    }
    expect((await entryOf(buyer.token, items.paid2.id)).isFavorite).toBe(true);
  });

  it('answers 401 without a token and 400 for a body that is not a boolean', async () => {
    expect((await favorite(items.paid.id, undefined, { isFavorite: true })).statusCode).toBe(401);
    const bad = await favorite(items.paid.id, buyer.token, { isFavorite: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'isFavorite must be true or false.' });
  });
});

describe('GET /api/materials/{id}/reader', () => {
  const reader = (id: number, token?: string) => request(t, 'GET', `/api/materials/${id}/reader`, token);

  it('gives the owner the material with a signed link to read it, which streams the PDF inline', async () => {
    const response = await reader(items.paid.id, buyer.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const material = await catalogueMaterial(items.paid.id);
    expect(body).toMatchObject({ id: items.paid.id, title: material.title, pages: material.pages });
    expect(body.fileUrl).toMatch(
      new RegExp(`^/api/library/${buyer.id}/materials/${items.paid.id}/read\\?expires=\\d+&signature=`),
    );
    const file = await request(t, 'GET', pathOf(body.fileUrl));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"/);
    expect(file.headers['access-control-allow-origin']).toBe('*');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a paid material the caller does not own with 403 and no file URL', async () => {
    const response = await reader(items.paid.id, stranger.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_OWNED_MESSAGE });
    expect(response.body).not.toContain('/api/library/');
  });

  it('lets any signed-in user read a free, downloadable material, through a link of their own', async () => {
    const response = await reader(items.free.id, stranger.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().fileUrl).toContain(`/api/library/${stranger.id}/materials/${items.free.id}/read?`);
    expect((await request(t, 'GET', pathOf(response.json().fileUrl))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown material or one without a file, and 401 without a token', async () => {
    expect((await reader(424242, buyer.token)).statusCode).toBe(404);
    const fileGone = await reader(fileless, buyer.token);
    expect(fileGone.statusCode).toBe(404);
    expect(fileGone.json()).toEqual({ message: 'This material has no file to read.' });
    expect((await reader(items.paid.id)).statusCode).toBe(401);
  });
});

describe('lastAccessedDate (contract §2.9)', () => {
  const isRecent = (iso: string) => Math.abs(Date.parse(iso) - Date.now()) < 60_000;

  it('moves when the owner downloads through their link, which also counts a download', async () => {
    await setLastAccessed(buyer.id, items.paid.id, LONG_AGO);
    const before = await downloadCount(items.paid.id);
    const { filePath } = await entryOf(buyer.token, items.paid.id);
    const file = await request(t, 'GET', pathOf(filePath!));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(isRecent((await entryOf(buyer.token, items.paid.id)).lastAccessedDate)).toBe(true);
    expect(await downloadCount(items.paid.id)).toBe(before + 1);
  });

  it('does not move, nor count a download, for a HEAD request', async () => {
    await setLastAccessed(buyer.id, items.paid.id, LONG_AGO);
    const before = await downloadCount(items.paid.id);
    const { filePath } = await entryOf(buyer.token, items.paid.id);
    const head = await request(t, 'HEAD', pathOf(filePath!));
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect((await entryOf(buyer.token, items.paid.id)).lastAccessedDate).toBe(LONG_AGO.toISOString());
    expect(await downloadCount(items.paid.id)).toBe(before);
  });

  it('moves when the reader opens the material, without counting a download', async () => {
    await setLastAccessed(buyer.id, items.paid2.id, LONG_AGO);
    const before = await downloadCount(items.paid2.id);
    expect((await request(t, 'GET', `/api/materials/${items.paid2.id}/reader`, buyer.token)).statusCode).toBe(200);
    const entry: LibraryMaterial = await entryOf(buyer.token, items.paid2.id);
    expect(isRecent(entry.lastAccessedDate)).toBe(true);
    expect(entry.addedDate).not.toBe(entry.lastAccessedDate);
    expect(await downloadCount(items.paid2.id)).toBe(before);
  });
});
