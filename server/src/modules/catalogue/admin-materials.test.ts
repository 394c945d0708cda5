import type { AdminMaterial } from '@the-gate/contract/admin-catalogue';
import { UNSAFE_TEXT_MESSAGE } from '@the-gate/contract/text-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { pendingPaymentFor, quote } from '../../../test/payments';
import { admin, auditEntries } from '../../../test/staff';
import { paymentItems, payments } from '../payments/schema';
import {
  FREE_HAS_NO_PRICE,
  MATERIAL_CHANGED,
  MATERIAL_CREATED,
  MATERIAL_NOT_FOUND,
  STALE_MATERIAL,
  UNKNOWN_TYPE,
} from './admin-materials';
import { adminMaterialHelpers, startAdminMaterialsApp } from './test/admin-materials-app';

// Issue 24 §2, §5: the back office's materials API, on an empty catalogue with the few rows each case makes.
// The table (search, filters, sort, paging) and hostile input are in admin-materials-list.test.ts.
let t: TestApp;
let manager: string;
let managerEmail: string;
let editor: string;
let editorEmail: string;
let worksheet: number;

beforeAll(async () => {
  // Listening: the price case checks out through the built-in Paymob sandbox, reached over HTTP.
  ({ t, worksheet, manager, managerEmail, editor, editorEmail } = await startAdminMaterialsApp({
    listen: true,
  }));
}, 60_000);

afterAll(async () => {
  await t.close();
});

const { newMaterial, create, adminMaterial, list } = adminMaterialHelpers(() => ({ t, manager, worksheet }));

async function shopSearchTotal(text: string) {
  const response = await t.app.inject({ url: `/api/materials/search?q=${encodeURIComponent(text)}` });
  return (response.json() as { total: number }).total;
}

const shopStatus = async (id: number) => (await t.app.inject({ url: `/api/materials/${id}` })).statusCode;

describe('a material made in the back office (issue 24 §2)', () => {
  it('is a Draft the shop does not show until a manager publishes it; its HTML is sanitised and its tags kept', async () => {
    const id = await create({
      title: 'Kestrel poems for Year 7',
      description: '<p>Read <strong>aloud</strong>.</p><script>alert(1)</script>',
      tags: [
        { key: 'levels', value: 'Year 7' },
        { key: 'Sub-strand', value: 'Poetry' },
      ],
      author: 'Nadia Farouk',
    });

    const draft = await adminMaterial(id);
    expect(draft).toMatchObject({ id, title: 'Kestrel poems for Year 7', status: 'draft', author: 'Nadia Farouk' });
    expect(draft.description).toBe('<p>Read <strong>aloud</strong>.</p>');
    expect(draft.tags.map((tag) => `${tag.key}: ${tag.value}`).sort()).toEqual([
      'Sub-strand: Poetry',
      'levels: Year 7',
    ]);
    expect(draft.createdAt).toBe(draft.updatedAt);
    expect(await shopStatus(id)).toBe(404);
    expect(await shopSearchTotal('Kestrel')).toBe(0);

    const [created] = (await auditEntries(t)).filter((entry) => entry.entityId === String(id));
    expect(created).toMatchObject({ actor: managerEmail, action: MATERIAL_CREATED, entity: 'material', before: null });
    expect(created!.after).toMatchObject({ title: 'Kestrel poems for Year 7', status: 'draft', price: 25 });

    const published = await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id, status: 'published', title: 'Kestrel poems for Year 7' });
    expect(await shopStatus(id)).toBe(200);
    expect(await shopSearchTotal('Kestrel')).toBe(1);
  });

  it('answers 404 for a material that does not exist, 400 for an id that is not one', async () => {
    for (const method of ['GET', 'PATCH'] as const) {
      expect(
        await admin(t, method, '/api/admin/materials/999999', manager, method === 'PATCH' ? {} : undefined),
      ).toEqual({ status: 404, body: { message: MATERIAL_NOT_FOUND } });
    }
    expect(await admin(t, 'GET', '/api/admin/materials/abc', manager)).toEqual({
      status: 400,
      body: { message: 'The material id must be a positive whole number.' },
    });
  });

  it('refuses a bad material with a clear 400 and writes nothing', async () => {
    const before = (await auditEntries(t)).length;
    const refused = async (overrides: Record<string, unknown>) =>
      admin(t, 'POST', '/api/admin/materials', manager, newMaterial(overrides));
    expect(await refused({ typeId: 999_999 })).toEqual({ status: 400, body: { message: UNKNOWN_TYPE } });
    expect(await refused({ isFree: true, price: 10 })).toEqual({ status: 400, body: { message: FREE_HAS_NO_PRICE } });
    expect(await refused({ title: 'Bad\u0000title' })).toEqual({ status: 400, body: { message: UNSAFE_TEXT_MESSAGE } });
    expect(await refused({ title: '   ' })).toEqual({ status: 400, body: { message: 'The title is required.' } });
    expect(await refused({ price: -1 })).toMatchObject({ status: 400, body: { message: /The price must be/ } });
    // Outside the dates PostgreSQL stores: a 400 naming the field, never a 500 from the database.
    for (const publishDate of ['-100000-01-01', '0000-01-01', '+275760-09-13'])
      expect(await refused({ publishDate }), publishDate).toEqual({
        status: 400,
        body: { message: 'The publish date must be a date, e.g. 2026-09-01.' },
      });
    expect((await auditEntries(t)).length).toBe(before);

    const id = await create({ isFree: true, price: 0 });
    expect(await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, { expectedUpdatedAt: 'yesterday' })).toEqual({
      status: 400,
      body: { message: 'expectedUpdatedAt must be the updatedAt the material was read with.' },
    });
    expect(await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, { typeId: 999_999 })).toEqual({
      status: 400,
      body: { message: UNKNOWN_TYPE },
    });
    // A price on a material that stays free is refused, by the contract or, sent alone, by the server.
    for (const patch of [{ isFree: true, price: 5 }, { price: 5 }]) {
      expect(await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, patch)).toEqual({
        status: 400,
        body: { message: FREE_HAS_NO_PRICE },
      });
    }
    expect(await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, { status: 'hidden' })).toEqual({
      status: 400,
      body: { message: 'The status must be draft, published or archived.' },
    });
    expect(await adminMaterial(id)).toMatchObject({ typeId: worksheet, price: 0, isFree: true });
  });
});

describe('changing a material (issue 24 §1, §2, §5)', () => {
  it('lets an editor change the title but not the price or the status: a 403 writes nothing and audits nothing', async () => {
    const id = await create({ title: 'Heron reading' });
    const auditedBefore = (await auditEntries(t)).length;
    for (const [patch, field] of [
      [{ price: 30 }, 'the price'],
      [{ isFree: true, price: 0 }, 'the price'],
      [{ status: 'published' }, 'the status'],
      [{ title: 'Heron reading, revised', price: 30 }, 'the price'],
    ] as const) {
      const answer = await admin(t, 'PATCH', `/api/admin/materials/${id}`, editor, patch);
      expect(answer, JSON.stringify(patch)).toEqual({
        status: 403,
        body: { message: `Your role cannot change ${field} of a material.` },
      });
    }
    expect(await adminMaterial(id)).toMatchObject({
      title: 'Heron reading',
      price: 25,
      isFree: false,
      status: 'draft',
    });
    expect((await auditEntries(t)).length).toBe(auditedBefore);

    const renamed = await admin(t, 'PATCH', `/api/admin/materials/${id}`, editor, {
      title: 'Heron reading, revised',
      price: 25,
      author: null,
    });
    expect(renamed).toMatchObject({ status: 200, body: { title: 'Heron reading, revised', price: 25 } });
    const [entry] = (await auditEntries(t)).slice(auditedBefore);
    // Only what changed: the unchanged price and author are left out.
    expect(entry).toMatchObject({
      actor: editorEmail,
      action: MATERIAL_CHANGED,
      entityId: String(id),
      before: { title: 'Heron reading' },
      after: { title: 'Heron reading, revised' },
    });

    // 19.99 is 1998.9999999999998 piastres in floating point: still a price with two decimals.
    const repriced = await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, {
      price: 19.99,
      status: 'published',
    });
    expect(repriced).toMatchObject({ status: 200, body: { price: 19.99, status: 'published' } });
    expect((await auditEntries(t)).at(-1)).toMatchObject({
      actor: managerEmail,
      before: { price: 25, status: 'draft' },
      after: { price: 19.99, status: 'published' },
    });
    expect(await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, { price: 19.999 })).toMatchObject({
      status: 400,
      body: { message: /at most two decimals/ },
    });
    // Nothing to change: no write, no entry.
    const entries = (await auditEntries(t)).length;
    expect((await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, { price: 19.99 })).status).toBe(200);
    expect((await auditEntries(t)).length).toBe(entries);
  });

  it('refuses a change made on a stale form (409) and keeps the newer one', async () => {
    const id = await create({ title: 'Osprey grammar' });
    const opened = (await adminMaterial(id)).updatedAt;
    const first = await admin(t, 'PATCH', `/api/admin/materials/${id}`, editor, {
      title: 'Osprey grammar 1',
      expectedUpdatedAt: opened,
    });
    expect(first.status).toBe(200);
    expect(first.body!.updatedAt).not.toBe(opened);
    expect(
      await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, {
        title: 'Osprey grammar 2',
        expectedUpdatedAt: opened,
      }),
    ).toEqual({ status: 409, body: { message: STALE_MATERIAL } });
    expect((await adminMaterial(id)).title).toBe('Osprey grammar 1');
  });

  it('replaces the tags and sanitises a new description', async () => {
    const id = await create({ tags: [{ key: 'levels', value: 'Year 5' }] });
    const changed = await admin(t, 'PATCH', `/api/admin/materials/${id}`, editor, {
      tags: [
        { key: 'levels', value: 'Year 6' },
        { key: 'Strand', value: 'Writing' },
      ],
      description: '<p onclick="steal()">Hello</p><script>alert(1)</script>',
    });
    expect(changed.status).toBe(200);
    const material = changed.body as unknown as AdminMaterial;
    expect(material.tags.map((tag) => `${tag.key}: ${tag.value}`).sort()).toEqual([
      'Strand: Writing',
      'levels: Year 6',
    ]);
    expect(material.description).toBe('<p>Hello</p>');
    const [row] = (await list(`search=${encodeURIComponent(material.title)}`)).items;
    expect(row).toMatchObject({ id, yearGroup: 'Year 6' });
  });

  it('never changes the amount of a payment already made when the price changes (issue 24 §2)', async () => {
    const id = await create({ title: 'Plover comprehension', price: 50 });
    expect((await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, { status: 'published' })).status).toBe(200);
    const cart = [{ itemType: 'Material' as const, itemId: id, quantity: 1 }];
    const { payment, token } = await pendingPaymentFor(t, cart);
    expect(payment.amount).toBe(50);

    expect((await admin(t, 'PATCH', `/api/admin/materials/${id}`, manager, { price: 80 })).status).toBe(200);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.amount).toBe(50);
    const lines = await t.db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    expect(lines.map((line) => [line.itemId, line.unitPrice, line.lineTotal])).toEqual([[id, 50, 50]]);
    // A new checkout pays the new price.
    expect((await quote(t, token, cart)).body).toMatchObject({ amount: 80 });
  });
});
