import type { Material, MaterialType } from '@the-gate/contract/catalogue';
import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import type { MaterialSearchResult } from '@the-gate/contract/catalogue-search';
import { json, type TestApp } from '../../../../test/harness';
import { createMaterial } from '../writes';

/**
 * Materials the demo catalogue lacks, added next to it for the search tests: every demo material
 * has a `levels` tag and a Sub-strand equal to its subject, so the other branches of B§5 need these.
 */
export async function addSearchFixtures(t: TestApp) {
  const types = json<MaterialType[]>(await t.app.inject({ method: 'GET', url: '/api/material-types' }));
  const typeId = (name: string) => types.find((type) => type.name === name)!.id;
  const level = (value: string) => ({ key: TAG_KEYS.level, value });
  const subStrand = (value: string) => ({ key: TAG_KEYS.subStrand, value });
  const add = (input: Parameters<typeof createMaterial>[1]) => createMaterial(t.db, { price: 30, ...input });

  const fixtures = {
    /** No tags at all; its year is only in the brief description, in lower case (MAT-13). */
    untagged: await add({
      title: 'Poetry Circle Booklet',
      briefDescription: 'Ten poems to read aloud with year 6 classes.',
      typeId: typeId('Practice Sheet'),
      subject: 'Reading',
    }),
    /** Tags, but no `levels` one: the text test applies to the title (MAT-13); skill only by Sub-strand. */
    noLevelsTag: await add({
      title: 'Year 8 Debate Cards',
      briefDescription: 'Motion cards and timers for classroom debates.',
      typeId: typeId('Teacher Resource'),
      subject: null,
      tags: [{ key: TAG_KEYS.materialType, value: 'Teacher Resource' }, subStrand('Speaking and Listening')],
    }),
    /** Tagged Year 6 but names Year 7: the tag decides, not the text (MAT-12). */
    taggedOtherYear: await add({
      title: 'Bridging to Year 7: Reading Journal',
      briefDescription: 'A summer reading journal for learners moving up.',
      typeId: typeId('Study Notes'),
      subject: 'Reading',
      tags: [level('Year 6'), subStrand('Reading')],
    }),
    /** Its subject is Writing, its Sub-strand Vocabulary (MAT-14); its type name is its only "study notes". */
    subStrandDiffers: await add({
      title: 'Story Builder Cards',
      briefDescription: 'Picture prompts that grow into stories.',
      typeId: typeId('Study Notes'),
      subject: 'Writing',
      tags: [level('Year 5'), subStrand('Vocabulary')],
    }),
    /** LIKE wildcards in its title, to be matched literally. */
    wildcards: await add({
      title: 'Grammar 100% Review: snake_case Drills',
      briefDescription: 'Save them in C:\\Grammar and tick each rule off.',
      typeId: typeId('Practice Sheet'),
      subject: 'Grammar and Punctuation',
      tags: [level('Year 8'), subStrand('Grammar and Punctuation')],
    }),
    /** Words only in the full description and the author, which the search must not read (MAT-02). */
    hiddenWords: await add({
      title: 'Harbour Lights Reading Pack',
      briefDescription: 'Short texts about coastal towns.',
      description: '<p>Follows the Zanzibar ferry from dawn to dusk.</p>',
      author: 'Quentin Marlowe',
      typeId: typeId('Practice Sheet'),
      subject: 'Reading',
      tags: [level('Year 7'), subStrand('Reading')],
    }),
    /** Not standalone (a book's file): never listed by the search. */
    notStandalone: await add({
      title: 'Hidden Standalone Check Sheet',
      typeId: typeId('Practice Sheet'),
      subject: 'Reading',
      isStandalone: false,
      tags: [level('Year 5'), subStrand('Reading')],
    }),
  };
  return { fixtures, types, typeId };
}

export type SearchQuery = { q?: string; grade?: string[]; type?: number[]; skill?: string[]; groupId?: number };

/** `/api/materials/search?…` with list values repeated, as the web app writes it. */
export function searchUrl(query: SearchQuery, extra: Record<string, string | number> = {}): string {
  const pairs: [string, string | number][] = [];
  if (query.q !== undefined) pairs.push(['q', query.q]);
  for (const value of query.grade ?? []) pairs.push(['grade', value]);
  for (const value of query.type ?? []) pairs.push(['type', value]);
  for (const value of query.skill ?? []) pairs.push(['skill', value]);
  if (query.groupId !== undefined) pairs.push(['groupId', query.groupId]);
  pairs.push(...Object.entries(extra));
  return `/api/materials/search?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Every page of a search, concatenated, with the first page's answer. */
export async function searchAll(t: TestApp, query: SearchQuery, pageSize = 60) {
  const pages: MaterialSearchResult[] = [];
  for (let page = 1; page === 1 || page <= pages[0]!.pageCount; page++) {
    const response = await t.app.inject({ method: 'GET', url: searchUrl(query, { page, pageSize }) });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    pages.push(json<MaterialSearchResult>(response));
  }
  return {
    first: pages[0]!,
    items: pages.flatMap((page) => page.items),
    ids: pages.flatMap((p) => p.items.map((i) => i.id)),
  };
}

/** The reference: GET /api/materials?isStandalone=true, the full list the web app used to filter. */
export async function standaloneMaterials(t: TestApp): Promise<Material[]> {
  return json<Material[]>(await t.app.inject({ method: 'GET', url: '/api/materials?isStandalone=true' }));
}
