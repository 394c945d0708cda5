import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { onSite, userIdOf } from '../../../test/learning';
import { demoItems, initiate, paymentRow, postCallback, transactionFor } from '../../../test/payments';
import { materialGroups } from '../catalogue/schema';

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;
let buyer: { token: string };
let stranger: { token: string };
let bookId: number;

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  const [paidBook] = await t.db
    .select({ id: materialGroups.id })
    .from(materialGroups)
    .where(and(eq(materialGroups.typeName, 'Digital Book'), gt(materialGroups.price, 0)))
    .limit(1);
  bookId = paidBook!.id;
  buyer = await registeredUser(t);
  stranger = await registeredUser(t);
  const answer = await initiate(t, buyer.token, [
    { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
    { itemType: 'MaterialGroup', itemId: bookId, quantity: 1 },
  ]);
  expect(answer.status).toBe(200);
  await postCallback(t, transactionFor(await paymentRow(t, answer.body.paymentReference as string)));
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('file links after a purchase (contract §5.5)', () => {
  it("the buyer's GET /api/materials/{id} carries their own signed, short-lived file URL that downloads the file", async () => {
    const response = await get(`/api/materials/${items.paid.id}`, buyer.token);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const material = response.json();
    // Root-relative (issue 23 §7): it works at whatever address the site is opened at.
    // The owner's own link (issue 27 §1): its downloads are stamped for them.
    const userId = await userIdOf(t, buyer.token);
    expect(material.downloadUrl).toMatch(
      new RegExp(`^/api/library/${userId}/materials/${items.paid.id}/download\\?expires=\\d+&signature=`),
    );
    expect(material.filePath).toBe(material.downloadUrl);
    const expires = Number(onSite(t, material.downloadUrl).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(50 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const file = await fetch(onSite(t, material.downloadUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('a visitor, another user and a stale token see no file URL for the paid material', async () => {
    for (const token of [undefined, stranger.token, 'not-a-real-token']) {
      const material = (await get(`/api/materials/${items.paid.id}`, token)).json();
      expect(material.downloadUrl).toBeNull();
      expect(material.filePath).toBeNull();
    }
  });

  it('a signed link works only for its own material and not after it is changed', async () => {
    const signed = (await get(`/api/materials/${items.paid.id}`, buyer.token)).json().downloadUrl as string;
    const other = signed.replace(`/materials/${items.paid.id}/`, `/materials/${items.paid2.id}/`);
    expect((await fetch(onSite(t, other))).status).toBe(403);
    const later = onSite(t, signed);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await fetch(later)).status).toBe(403);
  });

  it('an owned book carries its downloadUrl on GET /api/material-groups/{id}; others get null', async () => {
    const owned = (await get(`/api/material-groups/${bookId}`, buyer.token)).json();
    const userId = await userIdOf(t, buyer.token);
    expect(owned.downloadUrl).toMatch(
      new RegExp(`^/api/library/${userId}/materials/\\d+/download\\?expires=\\d+&signature=`),
    );
    expect((await fetch(onSite(t, owned.downloadUrl))).status).toBe(200);
    expect((await get(`/api/material-groups/${bookId}`, stranger.token)).json().downloadUrl).toBeNull();
    expect((await get(`/api/material-groups/${bookId}`)).json().downloadUrl).toBeNull();
  });
});
