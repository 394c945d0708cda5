import type { Material } from '@the-gate/contract/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { LINK_NOT_VALID } from '../../lib/signed-files';
import { downloadEvents, materials } from '../catalogue/schema';

let t: TestApp;
let free: Material;
let paid: Material;
beforeAll(async () => {
  t = await createTestApp();
  const list = json<Material[]>(await t.app.inject({ method: 'GET', url: '/api/materials' }));
  free = list.find((m) => m.isFree)!;
  paid = list.find((m) => !m.isFree)!;
});
afterAll(() => t?.close());

const route = (id: number) => `/api/materials/${id}/download`;

describe('GET /api/materials/{id}/download', () => {
  it('streams a free material as a PDF attachment and counts the download', async () => {
    const response = await t.app.inject({ method: 'GET', url: free.downloadUrl! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(response.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');
    expect(Number(response.headers['content-length'])).toBe(free.fileSize);
    await expect
      .poll(
        async () =>
          json<Material>(await t.app.inject({ method: 'GET', url: `/api/materials/${free.id}` })).downloadCount,
      )
      .toBe(free.downloadCount + 1);
  });

  it('refuses a paid material without a signed link', async () => {
    const response = await t.app.inject({ method: 'GET', url: route(paid.id) });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: 'This download link is not valid or has expired.' });
  });

  it('never streams a paid material here, even through a link this server signed: only owner links do (issue 27 §1)', async () => {
    const signed = new URL(t.files.signedUrl(route(paid.id), 60), t.config.publicUrl);
    const refused = await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: LINK_NOT_VALID });

    const expired = new URL(t.files.signedUrl(route(paid.id), 60, Date.now() - 120_000), t.config.publicUrl);
    expect((await t.app.inject({ method: 'GET', url: `${expired.pathname}${expired.search}` })).statusCode).toBe(403);

    const otherMaterial = `${route(free.id === paid.id + 1 ? paid.id + 2 : paid.id + 1)}${signed.search}`;
    expect([403, 404]).toContain((await t.app.inject({ method: 'GET', url: otherMaterial })).statusCode);
  });

  it('answers an unknown material with 404 and a malformed link with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: route(424242) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/materials/x/download' })).statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'GET', url: `${route(paid.id)}?expires=soon&signature=abc` });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'expires must be a whole number.' });
  });
});

describe('counting downloads (issue 13 §3)', () => {
  const countOf = async (id: number) =>
    (await t.db.select({ n: materials.downloadCount }).from(materials).where(eq(materials.id, id)))[0]!.n;
  const download = (method: 'GET' | 'HEAD', remoteAddress: string) =>
    t.app.inject({ method, url: free.downloadUrl!, remoteAddress });

  it('counts once per address per day, and never for HEAD', async () => {
    const before = await countOf(free.id);
    expect((await download('HEAD', '198.51.100.1')).statusCode).toBe(200);
    expect(await countOf(free.id)).toBe(before);
    for (let i = 0; i < 3; i++) expect((await download('GET', '198.51.100.1')).statusCode).toBe(200);
    expect(await countOf(free.id)).toBe(before + 1);
    await download('GET', '198.51.100.2');
    expect(await countOf(free.id)).toBe(before + 2);
  });

  it('keeps the address only as a hash', async () => {
    await download('GET', '198.51.100.3');
    const visitors = (await t.db.select({ visitor: downloadEvents.visitor }).from(downloadEvents)).map(
      (e) => e.visitor,
    );
    expect(visitors.some((visitor) => visitor.includes('198.51.100'))).toBe(false);
    expect(visitors.every((visitor) => /^(address|user):/.test(visitor))).toBe(true);
  });

  it('does not drop the cached catalogue; any other change to a material still does', async () => {
    const detail = async () =>
      json<Material>(await t.app.inject({ method: 'GET', url: `/api/materials/${free.id}` })).downloadCount;
    // A change other than a count makes the cached detail fresh first.
    await t.db
      .update(materials)
      .set({ title: `${free.title} ` })
      .where(eq(materials.id, free.id));
    await expect.poll(detail, { timeout: 5000 }).toBe(await countOf(free.id));
    const cached = await detail();
    await download('GET', '198.51.100.4');
    expect(await countOf(free.id)).toBe(cached + 1);
    // A change notification arrives within milliseconds; give it ample time to (wrongly) arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await detail()).toBe(cached);
    await t.db.update(materials).set({ title: free.title }).where(eq(materials.id, free.id));
    await expect.poll(detail, { timeout: 5000 }).toBe(cached + 1);
  });
});
