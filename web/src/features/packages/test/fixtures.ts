import type { Material, MaterialGroup, Tag } from '@the-gate/contract/catalogue';

/** Packages, collections and books in the server's shapes (contract/src/catalogue.ts). */

export const levelTag = (year: 5 | 6 | 7 | 8): Tag => ({ id: year, key: 'levels', value: `Year ${year}` });
export const packageTypeTag = (value: string): Tag => ({ id: 20, key: 'PackageType', value });
const skill = (value: string): Tag => ({ id: 9, key: 'Sub-strand', value });
const section = (value: string): Tag => ({ id: 30, key: 'MaterialPackageType', value });
const counted: Tag = { id: 40, key: 'Count', value: 'True' };
const notCounted: Tag = { id: 41, key: 'Count', value: 'False' };

export function material(overrides: Partial<Material> & Pick<Material, 'id' | 'title'>): Material {
  return {
    briefDescription: null,
    description: '<p>A material.</p>',
    price: 0,
    isFree: false,
    thumbnailPath: null,
    previewUrl: null,
    previewFilePath: null,
    downloadUrl: null,
    filePath: null,
    author: null,
    publishDate: null,
    pages: null,
    subject: null,
    typeId: 1,
    typeName: 'Practice Sheet',
    type: { id: 1, name: 'Practice Sheet' },
    category: null,
    tags: [],
    downloadCount: 0,
    viewCount: 0,
    isDownloadable: true,
    isStandalone: false,
    fileSize: null,
    ...overrides,
  };
}

export function group(overrides: Partial<MaterialGroup> & Pick<MaterialGroup, 'id' | 'name'>): MaterialGroup {
  return {
    title: overrides.name,
    typeName: 'Package',
    price: 0,
    isFree: false,
    thumbnailPath: `/files/packages/${overrides.id}.svg`,
    materialCount: overrides.materials?.length ?? 0,
    tags: [],
    description: '<p>A package.</p>',
    briefDescription: null,
    isDownloadable: false,
    mainThumbnailPath: null,
    author: null,
    pages: null,
    publishDate: null,
    downloadCount: 0,
    downloadUrl: null,
    previewFilePath: null,
    categoryId: 3,
    category: { id: 3, name: 'Packages' },
    ...overrides,
  };
}

// ---- Year 5 materials: Count "True" on five of them; one "False" and one untagged are not counted.

export const inferenceSheet = material({
  id: 101,
  title: 'Inference Practice Sheet',
  tags: [levelTag(5), skill('Reading'), section('Practice Sheets'), counted],
});
export const summarySheet = material({
  id: 102,
  title: 'Summary Writing Sheet',
  tags: [levelTag(5), skill('Writing'), section('Practice Sheets'), counted],
});
export const answerKey = material({
  id: 103,
  title: 'Reading Answer Key',
  tags: [levelTag(5), skill('Reading'), section('Practice Sheets'), notCounted],
});
export const teacherNotes = material({
  id: 107,
  title: 'Teacher Notes',
  tags: [levelTag(5), skill('Writing'), section('Practice Sheets')],
});
export const persuasionSlides = material({
  id: 104,
  title: 'Persuasive Writing Slides',
  tags: [levelTag(5), skill('Writing'), section('PowerPoint Presentations'), counted],
});
export const debateSlides = material({
  id: 105,
  title: 'Class Debate Slides',
  tags: [levelTag(5), skill('Speaking and Listening'), section('PowerPoint Presentations'), counted],
});
export const mockExam = material({
  id: 106,
  title: 'Year 5 Reading Mock Exam',
  tags: [levelTag(5), skill('Reading'), section('Practice Exams'), counted],
});

const starterMaterials = [inferenceSheet, summarySheet, answerKey, teacherNotes];
const basicMaterials = [...starterMaterials, persuasionSlides, debateSlides];
const proMaterials = [...basicMaterials, mockExam];

// ---- Year 5 groups

export const year5Starter = group({
  id: 1,
  name: 'Year 5 Starter Package',
  briefDescription: 'Practice sheets for Year 5.',
  price: 199,
  tags: [levelTag(5), packageTypeTag('Starter')],
  materials: starterMaterials,
});
export const year5Basic = group({
  id: 2,
  name: 'Year 5 Basic Package',
  briefDescription: 'Practice sheets and presentations for Year 5.',
  price: 349,
  tags: [levelTag(5), packageTypeTag('Basic')],
  materials: basicMaterials,
});
export const year5Pro = group({
  id: 3,
  name: 'Year 5 Pro Package',
  briefDescription: 'Sheets, presentations and exams for Year 5.',
  description: '<p>Everything for <strong>Year 5</strong>.</p><ul><li>Sheets</li><li>Exams</li></ul>',
  price: 549,
  tags: [levelTag(5), packageTypeTag('Pro')],
  materials: proMaterials,
});
/** A fourth Year 5 package, of no known tier: sorted last, so the cap of 3 drops it (PY-02). */
export const year5Bundle = group({
  id: 9,
  name: 'Year 5 Holiday Bundle',
  price: 99,
  tags: [levelTag(5), packageTypeTag('Bundle')],
  materials: [inferenceSheet],
});
/** Same year, no PackageType: a collection, not a tier. */
export const year5Collection = group({
  id: 4,
  name: 'Year 5 Reading Collection',
  typeName: 'Collection',
  price: 120,
  categoryId: 1,
  category: { id: 1, name: 'Student Resources' },
  tags: [levelTag(5)],
  materials: [inferenceSheet, mockExam],
});
export const year5Book = group({
  id: 30,
  name: 'The Year 5 Grammar Handbook',
  typeName: 'Digital Book',
  price: 240,
  categoryId: 5,
  category: { id: 5, name: 'Digital Books' },
  tags: [levelTag(5)],
});

// ---- Other years

export const year6Starter = group({
  id: 11,
  name: 'Year 6 Starter Package',
  price: 219,
  tags: [levelTag(6), packageTypeTag('Starter')],
});
export const year6Basic = group({
  id: 12,
  name: 'Year 6 Basic Package',
  price: 369,
  tags: [levelTag(6), packageTypeTag('Basic')],
});
export const year6Pro = group({
  id: 13,
  name: 'Year 6 Pro Package',
  price: 569,
  tags: [levelTag(6), packageTypeTag('Pro')],
});
export const year7Pro = group({
  id: 23,
  name: 'Year 7 Pro Package',
  price: 589,
  tags: [levelTag(7), packageTypeTag('Pro')],
});
export const year8Pro = group({
  id: 33,
  name: 'Year 8 Pro Package',
  price: 609,
  tags: [levelTag(8), packageTypeTag('Pro')],
});
/** A fifth premium package (its name says so): the home page's cap of 4 leaves it out. */
export const year8Premium = group({
  id: 34,
  name: 'Year 8 Premium Edition',
  price: 799,
  tags: [levelTag(8), packageTypeTag('Premium')],
});

/** GET /api/material-groups?include...: scrambled on purpose, so the page must sort the tiers. */
export const groups: MaterialGroup[] = [
  year5Pro,
  year5Collection,
  year5Bundle,
  year5Book,
  year6Pro,
  year5Basic,
  year6Starter,
  year5Starter,
  year6Basic,
];

const withoutMaterials = ({ materials, ...rest }: MaterialGroup): MaterialGroup => ({
  ...rest,
  materialCount: materials?.length ?? rest.materialCount,
});

/** GET /api/packages: packages only, no materials, by year then tier. */
export const packageList: MaterialGroup[] = [
  year5Starter,
  year5Basic,
  year5Pro,
  year5Bundle,
  year6Starter,
  year6Basic,
  year6Pro,
  year7Pro,
  year8Pro,
  year8Premium,
].map(withoutMaterials);

/** The line the cart stores for the Year 5 Pro Package (PD-05). */
export const year5ProCartLine = {
  id: 3,
  type: 'package',
  title: 'Year 5 Pro Package',
  price: 549,
  quantity: 1,
  isFree: false,
  thumbnailPath: '/files/packages/3.svg',
  yearGroup: 'Year 5',
};
