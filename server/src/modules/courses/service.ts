import type { TeacherCourse } from '@the-gate/contract/content';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { notFound } from '../../lib/http-errors';
import * as repo from './repository';

export function createCoursesService({ db, files }: { db: Database; files: FileStorage }) {
  async function catalogue(filter: { id?: number; search?: string }): Promise<TeacherCourse[]> {
    const rows = await repo.selectCatalogueCourses(db, filter);
    const lessons = await repo.selectLessonTitles(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const own = lessons.filter((lesson) => lesson.courseId === row.id).map(({ id, title }) => ({ id, title }));
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
        price: row.isFree ? 0 : (row.price ?? 0),
        isFree: row.isFree,
        category: row.category ?? '',
        lessonCount: own.length,
        lessons: own,
      };
    });
  }

  return {
    /** What checkout may sell: published courses with a price; a free one costs 0 (contract §5.2). */
    async sellableCourses(ids: number[]) {
      const rows = await repo.selectSellableCourses(db, ids);
      return rows.map((row) => ({ id: row.id, title: row.title, unitPrice: row.isFree ? 0 : (row.price ?? 0) }));
    },

    /** Grants a bought course (contract §5.3); `executor` is the payment's transaction. */
    assignPurchasedCourses: (executor: Database, userId: string, courseIds: number[], paymentId: number) =>
      repo.insertCourseAssignments(executor, userId, courseIds, paymentId),

    /** Takes back what a refunded payment granted. */
    revokePaymentAssignments: (executor: Database, paymentId: number) =>
      repo.deletePaymentAssignments(executor, paymentId),

    listTeacherCourses: (search?: string) => catalogue({ search }),

    async getTeacherCourse(id: number): Promise<TeacherCourse> {
      const [course] = await catalogue({ id });
      if (!course) throw notFound('Course not found.');
      return course;
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
