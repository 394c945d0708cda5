import type { ItemStatus } from '@the-gate/contract/item-status';
import type { LibraryMaterial, OwnedItems } from '@the-gate/contract/library';
import { PAYMENT_MESSAGES, type PaymentItemType } from '@the-gate/contract/payment-rules';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, request, userIdOf } from '../../../test/learning';
import { demoItems, initiate, libraryOf, quote } from '../../../test/payments';
import { setCourseStatus } from '../courses/writes';
import { exams } from '../exams/schema';
import { setExamStatus } from '../exams/writes';
import { payments } from '../payments/schema';
import { materialGroups, materials } from './schema';
import { setGroupStatus, setMaterialStatus } from './writes';

/**
 * Issue 24 §2: "Every item is Draft, Published or Archived. Only Published items are listed or sold;
 * an Archived item disappears from the shop but stays in the libraries of those who own it." For each
 * kind the shop sells: what the shop shows, what checkout sells, and what the owner keeps.
 */

type Kind = {
  name: string;
  itemType: PaymentItemType;
  id: number;
  setStatus: (status: ItemStatus) => Promise<boolean>;
  /** The API's page of the item. */
  detail: string;
  /** Public lists that hold the item while it is published. */
  lists: string[];
  /** The server-rendered page, also the sitemap's path. */
  page: string;
  owned: keyof OwnedItems;
  /** The materials buying it granted (none for a course). */
  granted: number[];
};

let t: TestApp;
let buyer: { token: string; id: string };
let stranger: { token: string; id: string };
const kinds: Kind[] = [];

const get = (url: string, token?: string) => request(t, 'GET', url, token);

function idsOf(body: unknown): number[] {
  const list = Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? []);
  return (list as { id: number }[]).map((item) => item.id);
}

/** What the shop shows of an item: its API page, its lists, the sitemap and its rendered page. */
async function shopView(kind: Kind) {
  const lists: boolean[] = [];
  for (const url of kind.lists) lists.push(idsOf((await get(url)).json()).includes(kind.id));
  const sitemap = (await get('/sitemap.xml')).body;
  return {
    detail: (await get(kind.detail)).statusCode,
    lists,
    sitemap: sitemap.includes(`${kind.page}</loc>`),
    page: (await get(kind.page)).statusCode,
  };
}

const published = (kind: Kind) => ({ detail: 200, lists: kind.lists.map(() => true), sitemap: true, page: 200 });
const hidden = (kind: Kind) => ({ detail: 404, lists: kind.lists.map(() => false), sitemap: false, page: 404 });

/** Buys the items, and answers the materials that purchase added to the buyer's library. */
async function bought(itemType: PaymentItemType, itemId: number): Promise<number[]> {
  const before = new Set(await libraryOf(t, buyer.id));
  await buy(t, buyer.token, [{ itemType, itemId, quantity: 1 }]);
  return (await libraryOf(t, buyer.id)).filter((id) => !before.has(id));
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const one = await registeredUser(t);
  buyer = { token: one.token, id: await userIdOf(t, one.token) };
  const two = await registeredUser(t);
  stranger = { token: two.token, id: await userIdOf(t, two.token) };
  const items = await demoItems(t);

  const [book] = await t.db
    .select({ id: materialGroups.id })
    .from(materialGroups)
    .where(and(eq(materialGroups.categoryId, 5), gt(materialGroups.price, 0)))
    .orderBy(asc(materialGroups.id))
    .limit(1);
  const [exam] = await t.db
    .select({ id: exams.id })
    .from(exams)
    .where(and(isNotNull(exams.paperMaterialId), eq(exams.isFree, false)))
    .orderBy(asc(exams.id))
    .limit(1);

  const packageGrant = await bought('MaterialGroup', items.pro.id);
  const bookGrant = await bought('MaterialGroup', book!.id);
  const examGrant = await bought('Exam', exam!.id);
  await bought('Course', items.course.id);
  // A paid standalone material the package did not already hand over, made the most downloaded.
  const [material] = await t.db
    .select({ id: materials.id, title: materials.title })
    .from(materials)
    .where(
      and(
        eq(materials.isStandalone, true),
        eq(materials.isFree, false),
        sql`${materials.id} NOT IN (SELECT material_id FROM user_materials WHERE user_id = ${buyer.id})`,
      ),
    )
    .orderBy(asc(materials.id))
    .limit(1);
  await t.db.update(materials).set({ downloadCount: 1_000_000 }).where(eq(materials.id, material!.id));
  const materialGrant = await bought('Material', material!.id);

  const id = material!.id;
  kinds.push(
    {
      name: 'material',
      itemType: 'Material',
      id,
      setStatus: (status) => setMaterialStatus(t.db, id, status),
      detail: `/api/materials/${id}`,
      lists: [
        '/api/materials',
        `/api/materials/search?q=${encodeURIComponent(material!.title)}&pageSize=60`,
        '/api/materials/popular?limit=24',
      ],
      page: `/material/${id}`,
      owned: 'materialIds',
      granted: materialGrant,
    },
    {
      name: 'package',
      itemType: 'MaterialGroup',
      id: items.pro.id,
      setStatus: (status) => setGroupStatus(t.db, items.pro.id, status),
      detail: `/api/material-groups/${items.pro.id}`,
      lists: ['/api/packages', '/api/material-groups'],
      page: `/packages/year-7/${items.pro.id}`,
      owned: 'groupIds',
      granted: packageGrant,
    },
    {
      name: 'digital book',
      itemType: 'MaterialGroup',
      id: book!.id,
      setStatus: (status) => setGroupStatus(t.db, book!.id, status),
      detail: `/api/material-groups/${book!.id}`,
      lists: ['/api/material-groups?categoryId=5', '/api/material-groups'],
      page: `/digital-books/${book!.id}`,
      owned: 'groupIds',
      granted: bookGrant,
    },
    {
      name: 'exam',
      itemType: 'Exam',
      id: exam!.id,
      setStatus: (status) => setExamStatus(t.db, exam!.id, status),
      detail: `/api/exams/${exam!.id}`,
      lists: ['/api/exams'],
      page: `/the-gate-exams/${exam!.id}`,
      owned: 'examIds',
      granted: examGrant,
    },
    {
      name: 'teacher course',
      itemType: 'Course',
      id: items.course.id,
      setStatus: (status) => setCourseStatus(t.db, items.course.id, status),
      detail: `/api/teacher-courses/${items.course.id}`,
      lists: ['/api/teacher-courses'],
      page: `/teacher-courses/${items.course.id}`,
      owned: 'courseIds',
      granted: [],
    },
  );
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

/** The owner's library: the item counts as owned, its materials are listed and their files download. */
async function expectOwnerKeeps(kind: Kind) {
  const owned = (await get('/api/library/owned', buyer.token)).json<OwnedItems>();
  expect(owned[kind.owned], kind.name).toContain(kind.id);
  if (kind.itemType === 'Course') {
    const assigned = (await get('/api/courses/assigned?page=1&pageSize=100', buyer.token)).json();
    expect(idsOf(assigned.courses)).toContain(kind.id);
    expect((await get(`/api/courses/${kind.id}`, buyer.token)).statusCode).toBe(200);
    return;
  }
  expect(kind.granted.length, kind.name).toBeGreaterThan(0);
  const mine = (await get('/api/materials/me', buyer.token)).json<LibraryMaterial[]>();
  for (const materialId of kind.granted) {
    const entry = mine.find((m) => m.id === materialId);
    expect(entry, `${kind.name}: material ${materialId}`).toBeDefined();
    if (!entry!.filePath) continue;
    expect((await get(entry!.filePath)).statusCode, `${kind.name}: download ${materialId}`).toBe(200);
    expect((await get(`/api/materials/${materialId}/reader`, buyer.token)).statusCode).toBe(200);
  }
}

describe('issue 24 §2: only Published items are listed or sold; Archived ones stay with their owners', () => {
  it.each(['material', 'package', 'digital book', 'exam', 'teacher course'])(
    'a draft and an archived %s leave the lists, search, detail, sitemap and pages, cannot be bought, and stay in their owner library',
    async (name) => {
      const kind = kinds.find((k) => k.name === name)!;
      const cart = [{ itemType: kind.itemType, itemId: kind.id, quantity: 1 }];
      // Published (the default): in the shop and for sale, as before.
      expect(await shopView(kind)).toEqual(published(kind));
      expect((await quote(t, stranger.token, cart)).status).toBe(200);

      for (const status of ['draft', 'archived'] as const) {
        expect(await kind.setStatus(status)).toBe(true);
        // The cached answers go as for any catalogue change (the database's notification).
        await expect.poll(() => shopView(kind), { timeout: 5000 }).toEqual(hidden(kind));
        const refused = await initiate(t, stranger.token, cart);
        expect(refused).toEqual({
          status: 400,
          body: { success: false, message: PAYMENT_MESSAGES.itemsUnavailable },
        });
        expect(await t.db.select().from(payments).where(eq(payments.userId, stranger.id))).toEqual([]);
        await expectOwnerKeeps(kind);
      }

      expect(await kind.setStatus('published')).toBe(true);
      await expect.poll(() => shopView(kind), { timeout: 5000 }).toEqual(published(kind));
      expect((await quote(t, stranger.token, cart)).status).toBe(200);
    },
  );

  it('a free material is open to all only while published; an unknown id changes nothing', async () => {
    const { free } = await demoItems(t);
    const download = () => get(`/api/materials/${free.id}/download`);
    expect((await download()).statusCode).toBe(200);
    expect(await setMaterialStatus(t.db, free.id, 'archived')).toBe(true);
    const gone = await download();
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'The requested material could not be found.' });
    expect(await setMaterialStatus(t.db, free.id, 'published')).toBe(true);
    expect((await download()).statusCode).toBe(200);
    expect(await setMaterialStatus(t.db, 987_654, 'archived')).toBe(false);
  });

  it('the database refuses a status that is not draft, published or archived', async () => {
    const { paid } = await demoItems(t);
    await expect(t.db.execute(sql`UPDATE materials SET status = 'hidden' WHERE id = ${paid.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`UPDATE exams SET status = 'Published'`)).rejects.toThrow();
  });
});
