import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { makeCoverSvg } from '../lib/assets/svg';
import type { FileStorage } from '../lib/file-storage';
import { writePublicImage } from '../lib/images';
import { materialTypes } from '../modules/catalogue/schema';
import { createMaterial } from '../modules/catalogue/writes';
import { createDistributor } from '../modules/content/writes';
import { createExam } from '../modules/exams/writes';
import { demoDistributors } from './demo/distributors';
import { demoExams } from './demo/exams';
import type { DemoExam, DemoYear } from './demo/types';
import { materialFiles, yearCategoryId } from './seed-catalogue';
import { YEAR_HUES } from './text';

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * An exam's paper: a Practice Exam material that is not sold on its own (like a book's file). It
 * carries the exam's price so the buyer's library shows what was paid; the exam row prices the sale.
 */
async function createPaper(db: Database, files: FileStorage, exam: DemoExam, typeId: number) {
  const year = Number(exam.yearGroup.slice(-1)) as DemoYear;
  const description = `<p>${exam.description}</p><p>Time allowed: ${exam.durationMinutes} minutes. ${exam.questionCount} questions. Answer every question; the answer key is at the back.</p>`;
  const stored = await materialFiles(files, {
    slug: `exam-${slugOf(exam.title)}`,
    title: exam.title,
    year,
    description,
    author: 'The Gate Exams',
    badge: exam.examType,
    pages: Math.max(2, Math.ceil(exam.questionCount / 6)),
    skill: exam.subject,
  });
  return createMaterial(db, {
    title: exam.title,
    briefDescription: `${exam.examType}: ${exam.questionCount} questions, ${exam.durationMinutes} minutes.`,
    description,
    price: exam.price,
    isFree: exam.price === 0,
    ...stored,
    author: 'The Gate Exams',
    publishDate: new Date(Date.UTC(2025, 8, 1)),
    pages: Math.max(2, Math.ceil(exam.questionCount / 6)),
    subject: exam.subject,
    typeId,
    categoryId: yearCategoryId(year),
    isStandalone: false,
    tags: [
      { key: TAG_KEYS.level, value: exam.yearGroup },
      { key: TAG_KEYS.subStrand, value: exam.subject },
      { key: TAG_KEYS.materialType, value: 'Practice Exam' },
    ],
  });
}

export async function seedContent(db: Database, files: FileStorage): Promise<void> {
  const [examType] = await db
    .select({ id: materialTypes.id })
    .from(materialTypes)
    .where(eq(materialTypes.name, 'Practice Exam'));
  if (!examType) throw new Error('Seed the catalogue first: the Practice Exam material type is missing.');
  for (const [index, exam] of demoExams.entries()) {
    const thumbnailKey = `exams/exam-${index + 1}.svg`;
    const year = Number(exam.yearGroup.slice(-1));
    await writePublicImage(
      files,
      thumbnailKey,
      makeCoverSvg({
        title: exam.title,
        subtitle: exam.examType,
        badge: exam.yearGroup,
        width: 640,
        height: 420,
        hue: YEAR_HUES[year] ?? 200,
      }),
    );
    const paper = await createPaper(db, files, exam, examType.id);
    await createExam(db, {
      ...exam,
      isFree: exam.price === 0,
      thumbnailKey,
      paperMaterialId: paper.id,
      sortOrder: index,
    });
  }
  for (const [index, distributor] of demoDistributors.entries()) {
    const imageKey = `distributors/distributor-${index + 1}.svg`;
    await writePublicImage(
      files,
      imageKey,
      makeCoverSvg({
        title: distributor.name,
        subtitle: distributor.tags.join(' - '),
        width: 640,
        height: 360,
        hue: 120 + index * 60,
      }),
    );
    await createDistributor(db, { ...distributor, imageKey, sortOrder: index });
  }
}
