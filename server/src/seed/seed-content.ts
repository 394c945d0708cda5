import type { Database } from '../db/client';
import { makeCoverSvg } from '../lib/assets/svg';
import type { FileStorage } from '../lib/file-storage';
import { createDistributor, createExam } from '../modules/content/writes';
import { demoDistributors } from './demo/distributors';
import { demoExams } from './demo/exams';
import { YEAR_HUES } from './text';

export async function seedContent(db: Database, files: FileStorage): Promise<void> {
  for (const [index, exam] of demoExams.entries()) {
    const thumbnailKey = `exams/exam-${index + 1}.svg`;
    const year = Number(exam.yearGroup.slice(-1));
    await files.writePublic(
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
    await createExam(db, { ...exam, isFree: exam.price === 0, thumbnailKey, sortOrder: index });
  }
  for (const [index, distributor] of demoDistributors.entries()) {
    const imageKey = `distributors/distributor-${index + 1}.svg`;
    await files.writePublic(
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
