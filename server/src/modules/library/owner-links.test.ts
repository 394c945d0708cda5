import { NOT_OWNED_MESSAGE } from '@the-gate/contract/library';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, onSite, request, userIdOf } from '../../../test/learning';
import { demoItems } from '../../../test/payments';
import { userMaterials } from './schema';
import { ownerFileRoute } from './service';

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;
let buyer: { token: string; id: string };
let stranger: { token: string; id: string };
/** The buyer's signed download link for the paid material, as GET /api/materials/me gives it. */
let link: string;

const LINK_NOT_VALID = { message: 'This download link is not valid or has expired.' };

/** Links are root-relative (issue 23 §7): fetched as the browser on the site would. */
const fetchOnSite = (url: string) => fetch(onSite(t, url));
const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  const b = await registeredUser(t);
  const s = await registeredUser(t);
  buyer = { token: b.token, id: await userIdOf(t, b.token) };
  stranger = { token: s.token, id: await userIdOf(t, s.token) };
  await buy(t, buyer.token, [
    { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
    { itemType: 'Material', itemId: items.paid2.id, quantity: 1 },
  ]);
  const library = (await request(t, 'GET', '/api/materials/me', buyer.token)).json();
  link = library.find((m: { id: number }) => m.id === items.paid.id).filePath;
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe("an owner's signed file link (issue 9 §2, contract §5.5)", () => {
  it('opens in a new tab with no header: a plain fetch downloads the file', async () => {
    const response = await fetchOnSite(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('does not work for another user, another material or another use of the same signature', async () => {
    const variants = [
      link.replace(`/library/${buyer.id}/`, `/library/${stranger.id}/`),
      link.replace(`/materials/${items.paid.id}/`, `/materials/${items.paid2.id}/`),
      link.replace('/download?', '/read?'),
    ];
    for (const variant of variants) {
      expect(variant).not.toBe(link);
      const response = await fetchOnSite(variant);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(LINK_NOT_VALID);
    }
  });

  it('does not work once expired, with a later expiry written in, or without its signature', async () => {
    const route = ownerFileRoute({ userId: buyer.id, materialId: items.paid.id, use: 'download' });
    const expired = t.files.signedUrl(route, 60, Date.now() - 120_000);
    const later = onSite(t, link);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    const unsigned = onSite(t, link);
    unsigned.searchParams.delete('signature');
    for (const url of [expired, pathAndQuery(later), pathAndQuery(unsigned)]) {
      const response = await fetchOnSite(url);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(LINK_NOT_VALID);
    }
  });

  it("a correctly signed link is still refused for a paid material outside that user's library", async () => {
    const forStranger = ownerFileRoute({ userId: stranger.id, materialId: items.paid.id, use: 'download' });
    const response = await fetchOnSite(t.files.signedUrl(forStranger, 60));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: NOT_OWNED_MESSAGE });
  });

  it('stops working when the material leaves the library, as after a refund', async () => {
    const before = (await request(t, 'GET', '/api/materials/me', buyer.token)).json();
    const paid2Link = before.find((m: { id: number }) => m.id === items.paid2.id).filePath;
    expect((await fetchOnSite(paid2Link)).status).toBe(200);
    await t.db
      .delete(userMaterials)
      .where(and(eq(userMaterials.userId, buyer.id), eq(userMaterials.materialId, items.paid2.id)));
    expect((await fetchOnSite(paid2Link)).status).toBe(403);
  });

  it('answers 400 for a link whose user is not a user id, and 404 for an unknown material', async () => {
    const bad = await fetchOnSite(link.replace(buyer.id, 'someone'));
    expect(bad.status).toBe(400);
    const unknown = ownerFileRoute({ userId: buyer.id, materialId: 424242, use: 'download' });
    expect((await fetchOnSite(t.files.signedUrl(unknown, 60))).status).toBe(404);
  });

  it('leaves the catalogue download route as it was: a free file needs no signature', async () => {
    const response = await fetch(`${t.config.publicUrl}/api/materials/${items.free.id}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });
});
