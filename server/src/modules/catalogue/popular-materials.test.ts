import { type Material, materialSchema } from '@the-gate/contract/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { materials } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DOWNLOAD_COUNTS_REFRESH_SECONDS: '0.2' } });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/materials/popular (the home page, B§9 "Recommended materials")', () => {
  it('answers the 8 most downloaded standalone materials, most downloaded first', async () => {
    const popular = z.array(materialSchema).parse(json(await get('/api/materials/popular')));
    const all = json<Material[]>(await get('/api/materials?isStandalone=true'));
    const expected = [...all]
      .sort((a, b) => b.downloadCount - a.downloadCount || a.id - b.id)
      .slice(0, 8)
      .map((m) => m.id);
    expect(popular.map((m) => m.id)).toEqual(expected);
    expect(popular.every((m) => m.isStandalone)).toBe(true);
  });

  it('follows a download: a material that overtakes the others comes first', async () => {
    const [first] = json<Material[]>(await get('/api/materials/popular?limit=1'));
    const all = json<Material[]>(await get('/api/materials?isStandalone=true'));
    const quiet = all.find((m) => m.id !== first!.id)!;
    await t.db
      .update(materials)
      .set({ downloadCount: first!.downloadCount + 1 })
      .where(eq(materials.id, quiet.id));
    // A change of download counts alone drops the cached answer a moment later, batched (issue 13 §3;
    // DOWNLOAD_COUNTS_REFRESH_SECONDS, 0.2 s in this test instead of a minute).
    await expect
      .poll(async () => json<Material[]>(await get('/api/materials/popular?limit=1'))[0]!.id, { timeout: 5000 })
      .toBe(quiet.id);
  });

  it.each(['0', '25', 'abc', '-1', '1.5'])('refuses limit=%s with a clear 400', async (limit) => {
    const response = await get(`/api/materials/popular?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'The limit must be a whole number from 1 to 24.' });
  });

  it('refuses an unknown parameter', async () => {
    const response = await get('/api/materials/popular?sort=price');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Unknown query parameter: sort.' });
  });
});
