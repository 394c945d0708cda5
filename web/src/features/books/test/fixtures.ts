import type { MaterialGroup, Tag } from '@the-gate/contract/catalogue';

/** Digital books in the server's shape (contract/src/catalogue.ts, as GET /api/material-groups?categoryId=5 sends them). */

export const levelTag = (year: 5 | 6 | 7 | 8): Tag => ({ id: year, key: 'levels', value: `Year ${year}` });

export function book(overrides: Partial<MaterialGroup> & Pick<MaterialGroup, 'id' | 'name'>): MaterialGroup {
  return {
    title: overrides.name,
    typeName: 'Digital Book',
    price: 0,
    isFree: true,
    thumbnailPath: `/files/materials/book-${overrides.id}/cover.svg`,
    materialCount: 1,
    tags: [],
    description: '<p>A book.</p>',
    briefDescription: null,
    isDownloadable: true,
    mainThumbnailPath: null,
    author: null,
    pages: null,
    publishDate: null,
    downloadCount: 0,
    downloadUrl: null,
    previewFilePath: null,
    categoryId: 5,
    category: { id: 5, name: 'Digital Books' },
    ...overrides,
  };
}

/** Free, Year 5; "Aswan" and "&" are only in its HTML description, inside tags. */
export const nileAnthology = book({
  id: 29,
  name: 'Voices from the Nile: A Year 5 Reading Anthology',
  briefDescription: 'Stories, poems and information texts set along the Nile.',
  description:
    "<p>Fourteen texts, from a fisherman's tale in <strong>Aswan</strong> to a poem about Cairo.</p><h3>What's inside</h3><ul><li>Stories &amp; poems</li><li>Reading questions</li></ul>",
  author: 'Mariam El-Sayed',
  pages: 96,
  publishDate: '2025-03-03T00:00:00.000Z',
  downloadCount: 2140,
  previewFilePath: '/files/materials/book-29/preview.pdf',
  tags: [
    levelTag(5),
    { id: 40, key: 'Count', value: 'True' },
    { id: 41, key: 'MaterialType', value: 'Book' },
    { id: 42, key: 'Sub-strand', value: 'Reading' },
  ],
});

/** Paid, Year 5, by Eleanor Hughes; no preview. */
export const grammarHandbook = book({
  id: 30,
  name: 'The Year 5 Grammar Handbook',
  price: 240,
  isFree: false,
  author: 'Eleanor Hughes',
  pages: 120,
  publishDate: '2025-01-15T00:00:00.000Z',
  downloadCount: 310,
  tags: [levelTag(5)],
});

/** Paid, Year 6: "grammar" is only in its description. */
export const year6Workbook = book({
  id: 31,
  name: 'Primary Checkpoint English Workbook: Year 6',
  price: 1500,
  isFree: false,
  description: '<p>Reading and writing practice, with grammar and punctuation drills.</p>',
  author: 'Nourhan Abdel-Rahman',
  tags: [levelTag(6)],
});

/** Paid, Year 8, also by Eleanor Hughes. */
export const year8Handbook = book({
  id: 36,
  name: 'The Year 8 Grammar and Style Handbook',
  price: 260,
  isFree: false,
  author: 'Eleanor Hughes',
  tags: [levelTag(8)],
});

export const books: MaterialGroup[] = [nileAnthology, grammarHandbook, year6Workbook, year8Handbook];

/** The line the cart stores for the handbook: what both the card and the detail page must add (DB-13, BD-03). */
export const grammarHandbookCartLine = {
  id: 30,
  type: 'book',
  title: grammarHandbook.name,
  price: 240,
  quantity: 1,
  isFree: false,
  thumbnailPath: grammarHandbook.thumbnailPath,
  yearGroup: 'Year 5',
  author: 'Eleanor Hughes',
};
