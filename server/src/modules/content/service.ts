import type { Distributor, Exam } from '@the-gate/contract/content';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { notFound } from '../../lib/http-errors';
import * as repo from './repository';

type ExamRow = Awaited<ReturnType<typeof repo.selectExams>>[number];

export function createContentService({ db, files }: { db: Database; files: FileStorage }) {
  const presentExam = (row: ExamRow): Exam => ({
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.isFree ? 0 : row.price,
    isFree: row.isFree,
    thumbnailPath: files.publicFileUrl(row.thumbnailKey),
    yearGroup: row.yearGroup,
    subject: row.subject,
    examType: row.examType,
    duration: `${row.durationMinutes} minutes`,
    durationMinutes: row.durationMinutes,
    questionCount: row.questionCount,
    difficulty: row.difficulty as Exam['difficulty'],
  });

  return {
    async listExams(query: { yearGroup?: string; search?: string }): Promise<Exam[]> {
      return (await repo.selectExams(db, query)).map(presentExam);
    },

    async getExam(id: number): Promise<Exam> {
      const [row] = await repo.selectExams(db, { id });
      if (!row) throw notFound('Exam not found.');
      return presentExam(row);
    },

    async listDistributors(search?: string): Promise<Distributor[]> {
      const rows = await repo.selectDistributors(db, search);
      const locations = await repo.selectLocations(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        imageUrl: files.publicFileUrl(row.imageKey),
        description: row.description,
        tags: row.tags,
        locations: locations
          .filter((location) => location.distributorId === row.id)
          .map(({ area, address, phones, mapUrl }) => ({ area, address, phones, mapUrl })),
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
