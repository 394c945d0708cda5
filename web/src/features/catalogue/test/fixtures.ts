import type { Material, MaterialGroup, MaterialType, Tag } from '@the-gate/contract/catalogue';
import type { MaterialSummary } from '@the-gate/contract/catalogue-search';
import { yearOf } from '../lib/material-fields';

/** Small catalogue fixtures in the server's shapes (contract/src/catalogue.ts). */

export const levelTag = (year: 5 | 6 | 7 | 8): Tag => ({ id: year, key: 'levels', value: `Year ${year}` });
export const skillTag = (id: number, value: string): Tag => ({ id, key: 'Sub-strand', value });
const countTag: Tag = { id: 40, key: 'Count', value: 'True' };

export const types: MaterialType[] = [
  { id: 1, name: 'Practice Sheet', description: 'Short, levelled worksheets for one skill at a time.' },
  { id: 2, name: 'Presentation', description: 'Classroom-ready slide decks.' },
  { id: 3, name: 'Practice Exam', description: null },
];

export function material(overrides: Partial<Material> & Pick<Material, 'id' | 'title'>): Material {
  const typeId = overrides.typeId ?? 1;
  const typeName = overrides.typeName ?? types.find((type) => type.id === typeId)?.name ?? 'Practice Sheet';
  return {
    briefDescription: null,
    description: '<p>A description.</p>',
    price: 0,
    isFree: true,
    thumbnailPath: `/files/materials/${overrides.id}/cover.svg`,
    previewUrl: null,
    previewFilePath: null,
    downloadUrl: null,
    filePath: null,
    author: null,
    publishDate: null,
    pages: null,
    subject: null,
    typeId,
    typeName,
    type: { id: typeId, name: typeName },
    category: null,
    tags: [],
    downloadCount: 0,
    viewCount: 0,
    isDownloadable: true,
    isStandalone: true,
    fileSize: null,
    ...overrides,
  };
}

/** Free, Year 5, Reading practice sheet with a preview and a download. */
export const inferenceSheet = material({
  id: 1,
  title: 'Year 5 Inference Practice Sheet',
  briefDescription: 'Short fiction extracts with guided questions.',
  description: '<p>This sheet introduces inference.</p><h3>What is inside</h3><ul><li>Three extracts</li></ul>',
  subject: 'Reading',
  author: 'Mariam El-Sayed',
  publishDate: '2025-03-03T00:00:00.000Z',
  pages: 6,
  previewUrl: '/files/materials/1/preview.pdf',
  previewFilePath: '/files/materials/1/preview.pdf',
  downloadUrl: '/api/materials/1/download',
  filePath: '/api/materials/1/download',
  tags: [countTag, skillTag(2, 'Reading'), levelTag(5)],
});

/** Paid, Year 6, Writing presentation with no preview and no file URL (not owned). */
export const argumentPresentation = material({
  id: 2,
  title: 'Balanced Argument Presentation',
  briefDescription: 'Both sides of the debate.',
  price: 1500,
  isFree: false,
  typeId: 2,
  subject: 'Writing',
  tags: [skillTag(17, 'Writing'), levelTag(6)],
});

/** Paid, untagged: its year is only in the brief description (MAT-13). */
export const untaggedExam = material({
  id: 3,
  title: 'Checkpoint Practice Exam',
  briefDescription: 'A full paper for year 5 readers.',
  price: 120,
  isFree: false,
  typeId: 3,
  subject: 'Reading',
  previewFilePath: '/files/materials/3/preview.pdf',
});

export const materials: Material[] = [inferenceSheet, argumentPresentation, untaggedExam];

/** A material as the catalogue search lists it: the slim card fields, its year from the `levels` tag. */
export function summaryOf(full: Material): MaterialSummary {
  const { id, title, briefDescription, price, isFree, thumbnailPath, typeId, typeName, subject, author } = full;
  return {
    id,
    title,
    briefDescription,
    price,
    isFree,
    thumbnailPath,
    typeId,
    typeName,
    subject,
    author,
    yearGroup: yearOf(full),
  };
}

export const summaries: MaterialSummary[] = materials.map(summaryOf);

/** `count` Year 5 reading practice sheets, ids from 101, for paging. */
export const manySheets = (count: number, overrides: Partial<MaterialSummary> = {}): MaterialSummary[] =>
  Array.from({ length: count }, (_, index) => ({
    ...summaryOf(material({ id: 101 + index, title: `Reading Sheet ${index + 1}`, subject: 'Reading' })),
    yearGroup: 'Year 5',
    ...overrides,
  }));

export function group(overrides: Partial<MaterialGroup> & Pick<MaterialGroup, 'id' | 'name'>): MaterialGroup {
  return {
    title: overrides.name,
    typeName: 'Collection',
    price: 440,
    isFree: false,
    thumbnailPath: null,
    materialCount: 0,
    tags: [],
    description: '<p>A group.</p>',
    briefDescription: null,
    isDownloadable: false,
    mainThumbnailPath: null,
    author: null,
    pages: null,
    publishDate: null,
    downloadCount: 0,
    downloadUrl: null,
    previewFilePath: null,
    categoryId: null,
    category: null,
    ...overrides,
  };
}

export const readingCollection = group({
  id: 4,
  name: 'Year 5 Reading Collection',
  briefDescription: 'Every Year 5 reading resource in one place.',
  description: '<p>All the Year 5 resources for <strong>reading</strong>.</p>',
  materialCount: 5,
  tags: [levelTag(5)],
});
export const grammarHandbook = group({
  id: 30,
  name: 'The Year 5 Grammar Handbook',
  typeName: 'Digital Book',
  price: 240,
  materialCount: 1,
  tags: [levelTag(5)],
});
export const year6Package = group({
  id: 8,
  name: 'Year 6 Starter Package',
  typeName: 'Package',
  materialCount: 5,
  tags: [{ id: 20, key: 'PackageType', value: 'Starter' }, levelTag(6)],
});
export const groups: MaterialGroup[] = [readingCollection, year6Package, grammarHandbook];
