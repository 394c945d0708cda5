import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import type { MaterialSearchResult } from '@the-gate/contract/catalogue-search';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { materials, materialTags, materialTypes, tags } from './schema';
import { createMaterial, ensureTag } from './writes';

/**
 * The search reads `has_levels`, `grade_values` and `skill_values` from the material's row; the
 * triggers of migration 0008 keep them whoever writes (here: plain SQL, as psql or a seed would).
 * Each step checks what GET /api/materials/search answers for one material afterwards.
 */
let t: TestApp;
let id: number;
const TITLE = 'Lighthouse Keeper Diary';

beforeAll(async () => {
  t = await createTestApp();
  const [type] = await t.db.select({ id: materialTypes.id }).from(materialTypes).limit(1);
  ({ id } = await createMaterial(t.db, {
    title: TITLE,
    briefDescription: 'Diary entries to read with year 6 classes.',
    typeId: type!.id,
    subject: 'Reading',
    price: 25,
  }));
});
afterAll(() => t?.close());

/** The ids found for the material's title with these extra filters (the cache follows each write). */
async function found(filters: string) {
  const url = `/api/materials/search?q=${encodeURIComponent(TITLE)}${filters}`;
  return json<MaterialSearchResult>(await t.app.inject({ method: 'GET', url })).items.map((item) => item.id);
}

describe('the search values follow every write (migration 0008)', () => {
  it('a new material without tags has the years its brief description names (MAT-13)', async () => {
    expect(await found('&grade=Year%206')).toEqual([id]);
    expect(await found('&grade=Year%205')).toEqual([]);
    expect(await found('&skill=Reading')).toEqual([id]);
  });

  it('a levels tag added later decides instead of the text (MAT-12), and removing it restores the text', async () => {
    const year5 = await ensureTag(t.db, { key: TAG_KEYS.level, value: 'Year 5' });
    await t.db.insert(materialTags).values({ materialId: id, tagId: year5 });
    await expect.poll(() => found('&grade=Year%205')).toEqual([id]);
    expect(await found('&grade=Year%206')).toEqual([]);

    await t.db.delete(materialTags).where(and(eq(materialTags.materialId, id), eq(materialTags.tagId, year5)));
    await expect.poll(() => found('&grade=Year%206')).toEqual([id]);
    expect(await found('&grade=Year%205')).toEqual([]);
  });

  it('a new brief description changes the years an untagged material matches', async () => {
    await t.db.update(materials).set({ briefDescription: 'Diary entries for Year 8.' }).where(eq(materials.id, id));
    await expect.poll(() => found('&grade=Year%208')).toEqual([id]);
    expect(await found('&grade=Year%206')).toEqual([]);
  });

  it('a Sub-strand tag adds a skill, and renaming the tag renames it (MAT-14)', async () => {
    const tagId = await ensureTag(t.db, { key: TAG_KEYS.subStrand, value: 'Diary Writing' });
    await t.db.insert(materialTags).values({ materialId: id, tagId });
    await expect.poll(() => found('&skill=Diary%20Writing')).toEqual([id]);

    await t.db.update(tags).set({ value: 'Journal Writing' }).where(eq(tags.id, tagId));
    await expect.poll(() => found('&skill=Journal%20Writing')).toEqual([id]);
    expect(await found('&skill=Diary%20Writing')).toEqual([]);
    expect(await found('&skill=Reading')).toEqual([id]);
  });

  it('a deleted tag takes its skill away', async () => {
    await t.db.delete(tags).where(and(eq(tags.key, TAG_KEYS.subStrand), eq(tags.value, 'Journal Writing')));
    await expect.poll(() => found('&skill=Journal%20Writing')).toEqual([]);
    expect(await found('&skill=Reading')).toEqual([id]);
  });
});
