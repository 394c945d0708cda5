import {
  DIGITAL_BOOKS_CATEGORY_ID,
  PACKAGE_TYPES,
  type PackageType,
  TAG_KEYS,
} from '@the-gate/contract/catalogue-rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { makeMaterialPreview } from '../lib/assets/material-preview';
import { makePdf, type Shape } from '../lib/assets/pdf';
import { makeCoverSvg } from '../lib/assets/svg';
import type { FileStorage } from '../lib/file-storage';
import { writePublicImage } from '../lib/images';
import { createCategory, createGroup, createMaterial, createMaterialType } from '../modules/catalogue/writes';
import { demoBooks } from './demo/books';
import { demoMaterials } from './demo/materials';
import {
  DEMO_MATERIAL_TYPES,
  type DemoMaterial,
  type DemoMaterialType,
  type DemoSkill,
  type DemoYear,
} from './demo/types';
import { exercisesFor, htmlToParagraphs, YEAR_HUES } from './text';

const YEARS: DemoYear[] = [5, 6, 7, 8];
const CATEGORY_ID = { students: 1, teachers: 2, packages: 3, archive: 4, books: DIGITAL_BOOKS_CATEGORY_ID };
export const yearCategoryId = (year: DemoYear) => 5 + year - 4; // Year 5 -> 6 ... Year 8 -> 9

const TYPE_DESCRIPTIONS: Record<DemoMaterialType, string> = {
  'Practice Sheet': 'Short, levelled worksheets for one skill at a time.',
  Presentation: 'Classroom-ready slide decks that teach a skill step by step.',
  'Practice Exam': 'Full practice papers in the Checkpoint format, with mark schemes.',
  'Past Paper': 'Past Checkpoint-style papers with worked answers.',
  Textbook: 'Complete course books for the year.',
  'Study Notes': 'Revision notes that summarise a topic on a few pages.',
  'Teacher Resource': 'Lesson plans, marking guides and classroom activities for teachers.',
  'Test Series': 'A series of timed tests to track progress through the year.',
};

/** Which package section a material counts in (contract §2.6, §5.1.4). */
const PACKAGE_SECTION: Partial<Record<DemoMaterialType, string>> = {
  'Practice Sheet': 'Practice Sheets',
  Presentation: 'PowerPoint Presentations',
  'Practice Exam': 'Practice Exams',
};

/** Starter: practice sheets; Basic: plus presentations; Pro: plus practice exams. */
const PACKAGE_CONTENTS: Record<PackageType, DemoMaterialType[]> = {
  Starter: ['Practice Sheet'],
  Basic: ['Practice Sheet', 'Presentation'],
  Pro: ['Practice Sheet', 'Presentation', 'Practice Exam'],
};
/**
 * A package's price against buying its contents one by one: a bigger tier saves more, so Pro is the
 * "Best Value" it is badged as (issue 23 §7: the packages used to cost more than their contents).
 */
const PACKAGE_DISCOUNTS: Record<PackageType, number> = { Starter: 0.15, Basic: 0.2, Pro: 0.25 };
const COLLECTION_DISCOUNT = 0.2;

/**
 * A shop-like price below `total` less `discount`: rounded down to end in 9 (119, 229, 399), so
 * the rounding only ever adds to the saving.
 */
function bundlePrice(total: number, discount: number): number {
  const price = Math.floor((total * (1 - discount) + 1) / 10) * 10 - 1;
  if (price <= 0) throw new RangeError(`A bundle of contents worth ${total} cannot be sold at a discount`);
  return price;
}

const contentsTotal = (included: { demo: DemoMaterial }[]) => included.reduce((sum, m) => sum + m.demo.price, 0);

/**
 * A material's files (issue 12 §6: they match what the catalogue says): the PDF with exactly
 * `pages` pages, a preview made of its first pages, and the cover with its renditions.
 */
export async function materialFiles(
  files: FileStorage,
  m: {
    slug: string;
    title: string;
    year: DemoYear;
    description: string;
    author: string;
    badge: string;
    pages: number;
    shape?: Shape;
    /** The skill of the extracts and questions on its pages after the first; a book has all. */
    skill?: DemoSkill;
  },
) {
  const full = await makePdf({
    title: m.title,
    subtitle: `Year ${m.year} - by ${m.author}`,
    paragraphs: htmlToParagraphs(m.description),
    footer: 'The Gate - Cambridge Checkpoint English',
    author: m.author,
    pages: m.pages,
    shape: m.shape,
    exercises: exercisesFor(m.slug, m.skill),
  });
  const preview = await makeMaterialPreview(full, m.title);
  const cover = makeCoverSvg({
    title: m.title,
    subtitle: m.badge,
    badge: `Year ${m.year}`,
    width: 480,
    height: 640,
    hue: YEAR_HUES[m.year]!,
  });
  await Promise.all([
    files.writePrivate(`materials/${m.slug}.pdf`, full),
    files.writePublic(`materials/${m.slug}/preview.pdf`, preview),
    writePublicImage(files, `materials/${m.slug}/cover.svg`, cover),
  ]);
  return {
    fileKey: `materials/${m.slug}.pdf`,
    fileSize: full.length,
    previewKey: `materials/${m.slug}/preview.pdf`,
    thumbnailKey: `materials/${m.slug}/cover.svg`,
  };
}

async function seedCategories(db: Database) {
  const rows = [
    { id: CATEGORY_ID.students, name: 'Student Resources', slug: 'student-resources', sortOrder: 1 },
    { id: CATEGORY_ID.teachers, name: 'Teacher Resources', slug: 'teacher-resources', sortOrder: 2 },
    { id: CATEGORY_ID.packages, name: 'Packages', slug: 'packages', sortOrder: 3 },
    { id: CATEGORY_ID.archive, name: 'Archived Resources', slug: 'archived-resources', sortOrder: 9, isActive: false },
    { id: CATEGORY_ID.books, name: 'Digital Books', slug: 'digital-books', sortOrder: 4 },
    ...YEARS.map((year) => ({
      id: yearCategoryId(year),
      name: `Year ${year}`,
      slug: `year-${year}`,
      parentId: CATEGORY_ID.students,
      sortOrder: year,
      description: `Resources for Cambridge Checkpoint English, Year ${year}.`,
    })),
  ];
  for (const row of rows) await createCategory(db, row);
  // Explicit ids were used: move the identity past them.
  await db.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
}

export async function seedCatalogue(db: Database, files: FileStorage): Promise<void> {
  await seedCategories(db);
  const typeIds = new Map<DemoMaterialType, number>();
  for (const name of DEMO_MATERIAL_TYPES) {
    typeIds.set(name, (await createMaterialType(db, { name, description: TYPE_DESCRIPTIONS[name] })).id);
  }

  const created: { demo: DemoMaterial; id: number }[] = [];
  for (const demo of demoMaterials) {
    const section = PACKAGE_SECTION[demo.type];
    const shape = demo.type === 'Presentation' ? 'slides' : 'page';
    const stored = await materialFiles(files, { ...demo, badge: demo.type, shape });
    const row = await createMaterial(db, {
      title: demo.title,
      briefDescription: demo.briefDescription,
      description: demo.description,
      price: demo.price,
      isFree: demo.price === 0,
      ...stored,
      author: demo.author,
      publishDate: new Date(`${demo.publishDate}T00:00:00Z`),
      pages: demo.pages,
      subject: demo.skill,
      typeId: typeIds.get(demo.type)!,
      categoryId: yearCategoryId(demo.year),
      downloadCount: demo.downloadCount,
      viewCount: demo.viewCount,
      tags: [
        { key: TAG_KEYS.level, value: `Year ${demo.year}` },
        { key: TAG_KEYS.subStrand, value: demo.skill },
        { key: TAG_KEYS.materialType, value: demo.type },
        ...(section
          ? [
              { key: TAG_KEYS.materialPackageType, value: section },
              { key: TAG_KEYS.count, value: 'True' },
            ]
          : []),
      ],
    });
    created.push({ demo, id: row.id });
  }

  for (const year of YEARS) {
    const ofYear = created.filter((m) => m.demo.year === year);
    await seedPackages(db, files, year, ofYear);
    await seedYearCollections(db, files, year, ofYear);
  }
  await seedBooks(db, files, typeIds.get('Textbook')!);
}

async function seedPackages(
  db: Database,
  files: FileStorage,
  year: DemoYear,
  ofYear: { demo: DemoMaterial; id: number }[],
) {
  let previous: number | undefined;
  for (const [index, tier] of PACKAGE_TYPES.entries()) {
    const included = ofYear.filter((m) => PACKAGE_CONTENTS[tier].includes(m.demo.type));
    const name = `Year ${year} ${tier} Package`;
    const slug = `year-${year}-${tier.toLowerCase()}-package`;
    const cover = makeCoverSvg({
      title: name,
      subtitle: `${included.length} resources`,
      badge: tier,
      width: 640,
      height: 420,
      hue: YEAR_HUES[year]!,
    });
    await writePublicImage(files, `packages/${slug}.svg`, cover);
    const group = await createGroup(db, {
      name,
      briefDescription: `${tier} package: ${PACKAGE_CONTENTS[tier].map((t) => `${t.toLowerCase()}s`).join(', ')} for Year ${year}.`,
      description: `<p>The ${tier} package gathers the Year ${year} ${PACKAGE_CONTENTS[tier].map((t) => `${t.toLowerCase()}s`).join(', ')} in one purchase, with instant access to every file.</p>`,
      price: bundlePrice(contentsTotal(included), PACKAGE_DISCOUNTS[tier]),
      thumbnailKey: `packages/${slug}.svg`,
      typeName: 'Package',
      publishDate: new Date(Date.UTC(2025, 8, 1)),
      downloadCount: 40 + year * 7 + index * 13,
      categoryId: CATEGORY_ID.packages,
      sortOrder: year * 10 + index,
      tags: [
        { key: TAG_KEYS.level, value: `Year ${year}` },
        { key: TAG_KEYS.packageType, value: tier },
      ],
      materialIds: included.map((m) => m.id),
      childGroupIds: previous ? [previous] : [],
    });
    previous = group.id;
  }
}

const COLLECTIONS: { name: string; skills: string[] }[] = [
  { name: 'Reading Collection', skills: ['Reading'] },
  { name: 'Writing Collection', skills: ['Writing'] },
  { name: 'Grammar and Vocabulary Collection', skills: ['Grammar and Punctuation', 'Vocabulary'] },
  { name: 'Speaking and Listening Collection', skills: ['Speaking and Listening'] },
];

async function seedYearCollections(
  db: Database,
  files: FileStorage,
  year: DemoYear,
  ofYear: { demo: DemoMaterial; id: number }[],
) {
  for (const [index, collection] of COLLECTIONS.entries()) {
    const included = ofYear.filter((m) => collection.skills.includes(m.demo.skill));
    if (included.length === 0) continue;
    const name = `Year ${year} ${collection.name}`;
    const paid = contentsTotal(included);
    const slug = `year-${year}-${collection.name.toLowerCase().replaceAll(' ', '-')}`;
    await writePublicImage(
      files,
      `collections/${slug}.svg`,
      makeCoverSvg({
        title: name,
        subtitle: `${included.length} resources`,
        badge: `Year ${year}`,
        width: 640,
        height: 420,
        hue: YEAR_HUES[year]!,
      }),
    );
    await createGroup(db, {
      name,
      briefDescription: `Every Year ${year} ${collection.skills.join(' and ').toLowerCase()} resource in one place.`,
      description: `<p>All the Year ${year} resources for ${collection.skills.join(' and ').toLowerCase()}, from practice sheets to past papers.</p>`,
      price: paid === 0 ? 0 : bundlePrice(paid, COLLECTION_DISCOUNT),
      isFree: paid === 0,
      thumbnailKey: `collections/${slug}.svg`,
      typeName: 'Collection',
      categoryId: yearCategoryId(year),
      sortOrder: year * 10 + index,
      tags: [{ key: TAG_KEYS.level, value: `Year ${year}` }],
      materialIds: included.map((m) => m.id),
    });
  }
}

/** A book is a group in the digital-books category holding one non-standalone material: its file. */
async function seedBooks(db: Database, files: FileStorage, textbookTypeId: number) {
  for (const [index, book] of demoBooks.entries()) {
    const stored = await materialFiles(files, { ...book, badge: 'Digital Book' });
    const material = await createMaterial(db, {
      title: book.title,
      briefDescription: book.briefDescription,
      description: book.description,
      price: book.price,
      isFree: book.price === 0,
      ...stored,
      author: book.author,
      publishDate: new Date(`${book.publishDate}T00:00:00Z`),
      pages: book.pages,
      typeId: textbookTypeId,
      categoryId: yearCategoryId(book.year),
      downloadCount: book.downloadCount,
      isStandalone: false,
      tags: [{ key: TAG_KEYS.level, value: `Year ${book.year}` }],
    });
    await createGroup(db, {
      name: book.title,
      briefDescription: book.briefDescription,
      description: book.description,
      price: book.price,
      isFree: book.price === 0,
      isDownloadable: true,
      thumbnailKey: stored.thumbnailKey,
      previewKey: stored.previewKey,
      typeName: 'Digital Book',
      author: book.author,
      pages: book.pages,
      publishDate: new Date(`${book.publishDate}T00:00:00Z`),
      downloadCount: book.downloadCount,
      categoryId: CATEGORY_ID.books,
      sortOrder: index,
      tags: [{ key: TAG_KEYS.level, value: `Year ${book.year}` }],
      materialIds: [material.id],
    });
  }
}
