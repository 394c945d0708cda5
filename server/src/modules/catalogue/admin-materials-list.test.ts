import type { AdminMaterialList } from '@the-gate/contract/admin-catalogue';
import { UNSAFE_TEXT_MESSAGE } from '@the-gate/contract/text-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, requestsFor } from '../../../test/fuzz-requests';
import type { TestApp } from '../../../test/harness';
import { seededRandom } from '../../../test/hostile-values';
import { admin } from '../../../test/staff';
import { adminMaterialHelpers, startAdminMaterialsApp } from './test/admin-materials-app';

// Issue 24 §2: the back office's materials table (server-side search, filters, sort, paging) and
// hostile input from a member of staff, on an empty catalogue with the rows each case makes.
let t: TestApp;
let manager: string;
let worksheet: number;
let book: number;

beforeAll(async () => {
  ({ t, worksheet, book, manager } = await startAdminMaterialsApp({ listen: false }));
}, 60_000);

afterAll(async () => {
  await t.close();
});

const { newMaterial, create, list } = adminMaterialHelpers(() => ({ t, manager, worksheet }));

describe('the materials table (issue 24 §2)', () => {
  // Six rows sharing the word "Zephyr" somewhere the search reads, so each case sees only them.
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    ids.push(await create({ title: 'Zephyr A', price: 30, tags: [{ key: 'levels', value: 'Year 5' }] }));
    ids.push(await create({ title: 'zephyr b', price: 10, typeId: book }));
    ids.push(await create({ title: 'Gull C', author: 'Zephyr Press', price: 30 }));
    ids.push(await create({ title: 'Gull D', subject: 'Zephyr studies', price: 0, isFree: true }));
    ids.push(await create({ title: 'Gull E for Year 8', briefDescription: 'With Zephyr notes', price: 20 }));
    ids.push(await create({ title: 'Gull F 100%_zephyr', price: 30 }));
    await admin(t, 'PATCH', `/api/admin/materials/${ids[0]}`, manager, { status: 'published' });
    await admin(t, 'PATCH', `/api/admin/materials/${ids[1]}`, manager, { status: 'archived' });
  });
  const idsOf = (page: AdminMaterialList) => page.items.map((item) => item.id);

  it('searches title, brief description, author and subject, case-insensitively, % and _ as themselves', async () => {
    const found = await list('search=ZEPHYR&pageSize=100');
    expect(found.totalCount).toBe(6);
    expect(new Set(idsOf(found))).toEqual(new Set(ids));
    expect(idsOf(await list(`search=${encodeURIComponent('100%_z')}`))).toEqual([ids[5]]);
    expect((await list(`search=${encodeURIComponent('0%z')}`)).totalCount).toBe(0);
  });

  it('filters by status, type and year, and gives a row what the table shows', async () => {
    expect(idsOf(await list('search=zephyr&status=published'))).toEqual([ids[0]]);
    expect(idsOf(await list('search=zephyr&status=archived'))).toEqual([ids[1]]);
    expect((await list('search=zephyr&status=draft')).totalCount).toBe(4);
    expect(idsOf(await list(`search=zephyr&typeId=${book}`))).toEqual([ids[1]]);
    // Year: the `levels` tag, or without one the year the title names, as the shop's Grade filter.
    expect(idsOf(await list('search=zephyr&year=Year%205'))).toEqual([ids[0]]);
    expect(idsOf(await list('search=zephyr&year=Year%208'))).toEqual([ids[4]]);
    const [row] = (await list('search=zephyr&status=published')).items;
    expect(row).toEqual({
      id: ids[0],
      title: 'Zephyr A',
      typeId: worksheet,
      typeName: 'Worksheet',
      price: 30,
      isFree: false,
      status: 'published',
      yearGroup: 'Year 5',
      thumbnailPath: null,
      hasFile: false,
      pages: null,
      updatedAt: expect.any(String),
    });
  });

  it('sorts by each column either way, ties broken by id, and pages with the total count', async () => {
    const byUpdate = idsOf(await list('search=zephyr&pageSize=100'));
    // Newest change first by default: the two status changes came last.
    expect(byUpdate.slice(0, 2)).toEqual([ids[1], ids[0]]);
    expect(idsOf(await list('search=zephyr&sort=createdAt&order=asc'))).toEqual(ids);
    expect(idsOf(await list('search=zephyr&sort=title&order=asc')).slice(0, 2)).toEqual([ids[2], ids[3]]);
    // Three at 30: by id within the price, in the order asked for.
    expect(idsOf(await list('search=zephyr&sort=price&order=asc'))).toEqual([
      ids[3],
      ids[1],
      ids[4],
      ids[0],
      ids[2],
      ids[5],
    ]);
    expect(idsOf(await list('search=zephyr&sort=price&order=desc'))).toEqual([
      ids[5],
      ids[2],
      ids[0],
      ids[4],
      ids[1],
      ids[3],
    ]);
    expect(idsOf(await list('search=zephyr&sort=status&order=asc')).at(0)).toBe(ids[1]);

    const pages = [1, 2, 3].map((page) => list(`search=zephyr&sort=createdAt&order=asc&pageSize=4&page=${page}`));
    const [one, two, three] = await Promise.all(pages);
    expect(idsOf(one!)).toEqual(ids.slice(0, 4));
    expect(idsOf(two!)).toEqual(ids.slice(4));
    expect(one!.totalCount).toBe(6);
    expect(three).toEqual({ items: [], totalCount: 6 });
  });

  it('answers 400 with a clear message to a bad query', async () => {
    for (const [query, message] of [
      ['status=hidden', 'The status must be draft, published or archived.'],
      ['year=Year%209', 'The year must be one of Year 5, Year 6, Year 7 or Year 8.'],
      ['sort=author', 'The sort must be one of updatedAt, createdAt, title, price, status.'],
      ['order=up', 'The order must be asc or desc.'],
      ['pageSize=101', 'The pageSize must be a whole number from 1 to 100.'],
      ['page=0', 'The page must be a whole number from 1 to 10000.'],
      ['typeId=x', 'The typeId must be a positive whole number.'],
      ['colour=red', 'Unknown query parameter: colour.'],
      ['search=%00', UNSAFE_TEXT_MESSAGE],
    ]) {
      expect(await admin(t, 'GET', `/api/admin/materials?${query}`, manager), query).toEqual({
        status: 400,
        body: { message },
      });
    }
  });
});

describe('hostile input from a member of staff (issue 24 §2, as issue 13 §2 for the shop)', () => {
  // The app-wide fuzz test is a customer's, whom the guard stops: here a manager's requests reach validation.
  it('never answers 5xx on the materials routes', async () => {
    const id = await create({ title: 'Fuzzed' });
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const fixtures = {
      params: { id: String(id) },
      bodies: {
        'POST /api/admin/materials': () => newMaterial({ tags: [{ key: 'levels', value: 'Year 6' }] }),
        'PATCH /api/admin/materials/:id': () => ({ title: 'Fuzzed again', price: 12.5, status: 'draft' }),
      },
      queries: { 'GET /api/admin/materials': { search: 'fuzz', status: 'draft', sort: 'title', page: '1' } },
      headers: {},
    };
    const random = seededRandom(24);
    const failures: string[] = [];
    let sent = 0;
    let refused = 0;
    for (const route of [
      { method: 'GET', path: '/api/admin/materials' },
      { method: 'GET', path: '/api/admin/materials/:id' },
      { method: 'POST', path: '/api/admin/materials' },
      { method: 'PATCH', path: '/api/admin/materials/:id' },
    ]) {
      for (const request of requestsFor(route, doc, fixtures, random)) {
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, authorization: `Bearer ${manager}` },
          ...(request.payload !== undefined && { payload: request.payload }),
        });
        sent += 1;
        if (response.statusCode === 400) refused += 1;
        if (response.statusCode >= 500)
          failures.push(
            `${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 300)} -> ${response.body}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(100);
    // Most reach the routes' validation and are refused there: the guard let the manager through.
    expect(refused).toBeGreaterThan(sent / 2);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);
});
