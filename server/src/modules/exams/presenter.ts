import type { Exam } from '@the-gate/contract/exams';
import type { FileStorage } from '../../lib/file-storage';
import type { exams } from './schema';

/**
 * An exam's fields as the shop shows them, less its paper link: the shop's answer and the back
 * office's (which adds the status, paper and position) present an exam the same way.
 */
export function examFields(row: typeof exams.$inferSelect, files: FileStorage): Omit<Exam, 'paperUrl'> {
  return {
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
  };
}
