import { type Distributor, distributorSchema } from '@the-gate/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/distributors', () => {
  it('lists three distributors with 3, 4 and 4 locations (DIS-02, DIS-03)', async () => {
    const list = z.array(distributorSchema).parse(json(await get('/api/distributors')));
    expect(list.map((d) => d.locations.length)).toEqual([3, 4, 4]);
    for (const location of list.flatMap((d) => d.locations)) {
      expect(location.phones.length).toBeGreaterThan(0);
      expect(location.mapUrl).toMatch(/^https:\/\//);
    }
    expect(list[0]!.imageUrl).toMatch(/^\/files\//);
  });

  it('searches name or description, ignoring case (DIS-04)', async () => {
    const all = json<Distributor[]>(await get('/api/distributors'));
    const name = all[1]!.name.toLowerCase();
    const found = json<Distributor[]>(await get(`/api/distributors?search=${encodeURIComponent(name)}`));
    expect(found.map((d) => d.id)).toEqual([all[1]!.id]);
    expect(json(await get('/api/distributors?search=zzzz-nothing'))).toEqual([]);
    expect((await get('/api/distributors?page=2')).statusCode).toBe(400);
  });
});
