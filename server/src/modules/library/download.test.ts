import type { Material } from '@the-gate/contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';

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
    const response = await t.app.inject({ method: 'GET', url: new URL(free.downloadUrl!).pathname });
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

  it('streams a paid material through a link this server signed, until it expires', async () => {
    const signed = new URL(t.files.signedUrl(route(paid.id), 60));
    const ok = await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const expired = new URL(t.files.signedUrl(route(paid.id), 60, Date.now() - 120_000));
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
