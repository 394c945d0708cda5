import type { TeacherCourse } from '@the-gate/contract/courses';
import type { FileStorage } from '../../lib/file-storage';
import type { courses } from './schema';

/**
 * A course's fields as the catalogue shows them, less its lessons; `price` null when it is not for
 * sale on its own. The shop's catalogue and the back office's course present a course the same way.
 */
export function courseFields(row: typeof courses.$inferSelect, files: FileStorage, lessonCount: number) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: `${row.durationInHours} hours`,
    durationInHours: row.durationInHours,
    instructor: row.instructor ?? '',
    level: row.difficultyLevel as TeacherCourse['level'],
    rating: row.rating ?? 0,
    students: row.studentsCount,
    image: files.publicFileUrl(row.thumbnailKey),
    price: row.isFree ? 0 : row.price,
    isFree: row.isFree,
    category: row.category ?? '',
    lessonCount,
  };
}
