import type { Material, MaterialGroup } from '@the-gate/contract/catalogue';
import { TAG_KEYS, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import {
  type MaterialSearchResult,
  materialSearchResultSchema,
  materialSummarySchema,
} from '@the-gate/contract/catalogue-search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { materials } from './schema';
import { filterMaterials, type MaterialFilters } from './test/material-rules';
import { addSearchFixtures, type SearchQuery, searchAll, searchUrl, standaloneMaterials } from './test/search-fixtures';

let t: TestApp;
let all: Material[];
let setup: Awaited<ReturnType<typeof addSearchFixtures>>;
let f: typeof setup.fixtures;
beforeAll(async () => {
  t = await createTestApp();
  setup = await addSearchFixtures(t);
  f = setup.fixtures;
  all = await standaloneMaterials(t);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** What the B§5 rules give for a query, applied to the full standalone list, ids ascending. */
function expectedIds(query: SearchQuery, materials = all): number[] {
  const filters: MaterialFilters = {
    search: query.q ?? '',
    grades: query.grade ?? [],
    typeIds: query.type ?? [],
    skills: query.skill ?? [],
  };
  return filterMaterials(materials, filters)
    .map((m) => m.id)
    .sort((a, b) => a - b);
}

type Case = { rule: string; query: () => SearchQuery; check?: (ids: number[]) => void };

const cases: Case[] = [
  {
    rule: 'MAT-01 a known title finds exactly that material, whatever the case',
    query: () => ({ q: 'POSSESSION and contraction' }),
    check: (ids) =>
      expect(ids.map((id) => all.find((m) => m.id === id)!.title)).toEqual([
        'Year 5 Apostrophes Practice Sheet: Possession and Contraction',
      ]),
  },
  {
    rule: 'MAT-01 the brief description is searched',
    query: () => ({ q: 'coastal towns' }),
    check: (ids) => expect(ids).toEqual([f.hiddenWords.id]),
  },
  {
    rule: 'MAT-01 the type name is searched',
    query: () => ({ q: 'study NOTES' }),
    check: (ids) => expect(ids).toContain(f.subStrandDiffers.id),
  },
  {
    rule: 'MAT-02 a word only in the full description finds nothing',
    query: () => ({ q: 'zanzibar' }),
    check: (ids) => expect(ids).toEqual([]),
  },
  {
    rule: 'MAT-02 the author is not searched',
    query: () => ({ q: 'Quentin Marlowe' }),
    check: (ids) => expect(ids).toEqual([]),
  },
  {
    rule: 'MAT-02 a demo material is not found by its description ("football pitch")',
    query: () => ({ q: 'football pitch' }),
    check: (ids) => expect(ids).toEqual([]),
  },
  {
    rule: 'a material that is not standalone is never listed',
    query: () => ({ q: 'Hidden Standalone' }),
    check: (ids) => expect(ids).toEqual([]),
  },
  {
    rule: 'search text is trimmed; blank text searches nothing',
    query: () => ({ q: '   ' }),
    check: (ids) => expect(ids).toHaveLength(all.length),
  },
  {
    rule: '% in the text is a literal percent sign',
    query: () => ({ q: '%' }),
    check: (ids) => expect(ids).toEqual([f.wildcards.id]),
  },
  {
    rule: '_ in the text is a literal underscore',
    query: () => ({ q: 'e_c' }),
    check: (ids) => expect(ids).toEqual([f.wildcards.id]),
  },
  {
    rule: 'a backslash in the text is a literal backslash',
    query: () => ({ q: 'c:\\grammar' }),
    check: (ids) => expect(ids).toEqual([f.wildcards.id]),
  },
  {
    rule: 'MAT-11 Resource Types keeps the selected type ids',
    query: () => ({ type: [setup.typeId('Presentation'), setup.typeId('Past Paper')] }),
    check: (ids) => expect(ids).toHaveLength(20),
  },
  {
    rule: 'MAT-12 a levels tag decides the grade, not a year named in the title',
    query: () => ({ grade: ['Year 7'] }),
    check: (ids) => expect(ids).not.toContain(f.taggedOtherYear.id),
  },
  {
    rule: 'MAT-12 a tagged material is found by its levels tag',
    query: () => ({ grade: ['Year 6'] }),
    check: (ids) => expect(ids).toEqual(expect.arrayContaining([f.taggedOtherYear.id, f.untagged.id])),
  },
  {
    rule: 'MAT-13 without a levels tag the year is looked for in the brief description, ignoring case',
    query: () => ({ grade: ['Year 6'], q: 'poetry circle' }),
    check: (ids) => expect(ids).toEqual([f.untagged.id]),
  },
  {
    rule: 'MAT-13 without a levels tag the year is looked for in the title',
    query: () => ({ grade: ['Year 8'], type: [setup.typeId('Teacher Resource')] }),
    check: (ids) => expect(ids).toContain(f.noLevelsTag.id),
  },
  {
    rule: 'MAT-13 a year not named in the text does not match an untagged material',
    query: () => ({ grade: ['Year 5'], q: 'poetry circle' }),
    check: (ids) => expect(ids).toEqual([]),
  },
  {
    rule: 'MAT-14 a skill matches the subject',
    query: () => ({ skill: ['Writing'] }),
    check: (ids) => expect(ids).toContain(f.subStrandDiffers.id),
  },
  {
    rule: 'MAT-14 a skill matches a Sub-strand tag value',
    query: () => ({ skill: ['Vocabulary'] }),
    check: (ids) => expect(ids).toEqual(expect.arrayContaining([f.subStrandDiffers.id])),
  },
  {
    rule: 'MAT-14 a material without a subject is found by its Sub-strand',
    query: () => ({ skill: ['Speaking and Listening'], q: 'debate cards' }),
    check: (ids) => expect(ids).toEqual([f.noLevelsTag.id]),
  },
  {
    rule: 'MAT-15 Grade=Year 5 with Skills=Reading gives Year 5 reading materials only (AND across groups)',
    query: () => ({ grade: ['Year 5'], skill: ['Reading'] }),
    check: (ids) => {
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThan(expectedIds({ grade: ['Year 5'] }).length);
      expect(ids.length).toBeLessThan(expectedIds({ skill: ['Reading'] }).length);
    },
  },
  {
    rule: 'MAT-15 two years give both years (OR within a group)',
    query: () => ({ grade: ['Year 5', 'Year 8'] }),
    check: (ids) =>
      expect(ids).toHaveLength(expectedIds({ grade: ['Year 5'] }).length + expectedIds({ grade: ['Year 8'] }).length),
  },
  {
    rule: 'MAT-15 all four groups at once',
    query: () => ({
      q: 'year',
      grade: ['Year 6', 'Year 7'],
      type: [setup.typeId('Practice Sheet')],
      skill: ['Reading'],
    }),
    check: (ids) => expect(ids.length).toBeGreaterThan(0),
  },
  {
    rule: 'MAT-12/13 a grade spelled otherwise ("year 6") is compared exactly with levels tags and as text otherwise',
    query: () => ({ grade: ['year 6'] }),
    check: (ids) => {
      expect(ids).toContain(f.untagged.id);
      expect(ids).not.toContain(f.taggedOtherYear.id);
    },
  },
  {
    rule: 'an unknown grade or skill matches nothing',
    query: () => ({ grade: ['Year 12'], skill: ['Chemistry'] }),
    check: (ids) => expect(ids).toEqual([]),
  },
];

describe('GET /api/materials/search, the rules of B§5', () => {
  it.each(cases)('$rule', async ({ query, check }) => {
    const { ids, first } = await searchAll(t, query());
    expect(ids).toEqual(expectedIds(query()));
    expect(first.total).toBe(ids.length);
    check?.(ids);
  });

  it('lists only the materials of a group with groupId, and none for an unknown group', async () => {
    const groups = json<MaterialGroup[]>(await get('/api/material-groups?includeMaterials=true'));
    const group = groups.find((g) => (g.materials ?? []).filter((m) => m.isStandalone).length >= 3)!;
    const members = all.filter((m) => group.materials!.some((member) => member.id === m.id));
    const { ids } = await searchAll(t, { groupId: group.id });
    expect(ids).toEqual(expectedIds({}, members));
    const narrowed = await searchAll(t, { groupId: group.id, q: members[0]!.title });
    expect(narrowed.ids).toEqual(expectedIds({ q: members[0]!.title }, members));

    const unknown = await searchAll(t, { groupId: 999_999 });
    expect(unknown.first).toMatchObject({ items: [], total: 0, pageCount: 0 });
    expect(unknown.first.facets.grade.map((o) => o.count)).toEqual([0, 0, 0, 0]);
  });
});

describe('facet counts', () => {
  const combos: { name: string; query: () => SearchQuery }[] = [
    { name: 'no filter', query: () => ({}) },
    { name: 'a search', query: () => ({ q: 'year' }) },
    { name: 'a grade and a skill', query: () => ({ grade: ['Year 5'], skill: ['Reading'] }) },
    {
      name: 'a search, two grades and a type',
      query: () => ({ q: 'practice', grade: ['Year 6', 'Year 7'], type: [setup.typeId('Practice Sheet')] }),
    },
  ];

  it.each(combos)(
    "each option counts the results of its own value with the other groups' choices: $name",
    async ({ query }) => {
      const q = query();
      const { facets } = json<MaterialSearchResult>(await get(searchUrl(q)));
      expect(facets.grade.map((o) => o.value)).toEqual([...YEAR_LEVELS]);
      expect(facets.type.map((o) => o.label)).toEqual(setup.types.map((type) => type.name));
      const skills = new Set(
        all.flatMap((m) => [
          m.subject,
          ...m.tags.filter((tag) => tag.key === TAG_KEYS.subStrand).map((tag) => tag.value),
        ]),
      );
      skills.delete(null);
      expect(facets.skill.map((o) => o.value)).toEqual([...skills].sort((a, b) => a!.localeCompare(b!, 'en')));

      for (const o of facets.grade)
        expect([o.value, o.count]).toEqual([o.value, expectedIds({ ...q, grade: [o.value] }).length]);
      for (const o of facets.type)
        expect([o.label, o.count]).toEqual([o.label, expectedIds({ ...q, type: [Number(o.value)] }).length]);
      for (const o of facets.skill)
        expect([o.value, o.count]).toEqual([o.value, expectedIds({ ...q, skill: [o.value] }).length]);
      expect(facets.grade.some((o) => o.count > 0)).toBe(true);
    },
  );

  it('an option of an unfiltered group counts what ticking it gives', async () => {
    const { facets } = json<MaterialSearchResult>(await get(searchUrl({ grade: ['Year 6'] })));
    const reading = facets.skill.find((o) => o.value === 'Reading')!;
    const ticked = json<MaterialSearchResult>(await get(searchUrl({ grade: ['Year 6'], skill: ['Reading'] })));
    expect(reading.count).toBeGreaterThan(0);
    expect(ticked.total).toBe(reading.count);
  });
});

describe('paging', () => {
  it('pages of 5 joined are the whole result in id order, without duplicates, the same each time', async () => {
    const whole = expectedIds({});
    const { ids, first } = await searchAll(t, {}, 5);
    expect(ids).toEqual(whole);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: whole.length, pageCount: Math.ceil(whole.length / 5) });
    // Another URL for the same page, so the answer comes from the database again, not the cache.
    const again = json<MaterialSearchResult>(await get('/api/materials/search?pageSize=5&page=3'));
    const reordered = json<MaterialSearchResult>(await get('/api/materials/search?page=3&pageSize=5'));
    expect(again.items.map((i) => i.id)).toEqual(whole.slice(10, 15));
    expect(reordered.items).toEqual(again.items);
  });

  it('a page past the end is empty and still tells the total', async () => {
    const body = json<MaterialSearchResult>(await get('/api/materials/search?q=year&page=500'));
    expect(body).toMatchObject({ items: [], page: 500, pageSize: 24, total: expectedIds({ q: 'year' }).length });
    expect(body.pageCount).toBe(Math.ceil(body.total / 24));
  });

  it.each([
    ['pageSize=61', 'The pageSize must be a whole number from 1 to 60.'],
    ['pageSize=0', 'The pageSize must be a whole number from 1 to 60.'],
    ['page=0', 'The page must be a whole number from 1 to 10000.'],
    [Array.from({ length: 21 }, (_, i) => `grade=Year%20${i}`).join('&'), 'At most 20 grade values may be given.'],
    ['type=abc', 'The type must be a positive whole number.'],
    ['type=3&type=abc', 'The type must be a positive whole number.'],
    ['grade=', 'A grade value must not be empty.'],
    ['colour=red', 'Unknown query parameter: colour.'],
  ])('%s is a 400 with a clear message', async (params, message) => {
    const response = await get(`/api/materials/search?${params}`);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toContain(message);
  });
});

describe('the answer', () => {
  it('is in the contract shape with slim items: no description, no file fields', async () => {
    const body = materialSearchResultSchema.parse(json(await get('/api/materials/search?q=Bridging')));
    const [item] = body.items;
    expect(materialSummarySchema.strict().parse(item)).toMatchObject({
      id: f.taggedOtherYear.id,
      title: 'Bridging to Year 7: Reading Journal',
      yearGroup: 'Year 6',
      typeName: 'Study Notes',
      price: 30,
      isFree: false,
    });
    expect(item).not.toHaveProperty('description');
    const untagged = json<MaterialSearchResult>(await get('/api/materials/search?q=Poetry%20Circle')).items[0]!;
    expect(untagged.yearGroup).toBeNull();
  });

  it('for the whole demo catalogue is a fraction of the size of the full list', async () => {
    const pages = await searchAll(t, {});
    const search = JSON.stringify(pages.items).length;
    const full = (await get('/api/materials?isStandalone=true')).body.length;
    expect(pages.items).toHaveLength(all.length);
    expect(search).toBeLessThan(full / 3);
  });
});

describe('the skill options, kept between searches', () => {
  it('follow a change to the catalogue as soon as the database announces it', async () => {
    const skillsOf = async () =>
      json<MaterialSearchResult>(await get(searchUrl({}))).facets.skill.map((option) => option.value);
    const material = all.find((m) => m.subject)!;
    expect(await skillsOf()).not.toContain('Drama');
    await t.db.update(materials).set({ subject: 'Drama' }).where(eq(materials.id, material.id));
    try {
      await expect.poll(skillsOf, { timeout: 5000 }).toContain('Drama');
    } finally {
      await t.db.update(materials).set({ subject: material.subject }).where(eq(materials.id, material.id));
    }
    await expect.poll(skillsOf, { timeout: 5000 }).not.toContain('Drama');
  });
});
