import type { TeacherCourse } from '@the-gate/contract/courses';
import {
  type AssignedCourse,
  type AssignedCoursesResponse,
  COURSE_MESSAGES,
  type Lesson,
  type LessonProgressResponse,
  type LessonsResponse,
} from '@the-gate/contract/courses';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError, notFound } from '../../lib/http-errors';
import { assertSignedFor, SIGNED_FILE_URL_TTL_SECONDS, type SignedQuery } from '../../lib/signed-files';
import type { SitemapEntry } from '../../lib/sitemap';
import { courseFields } from './presenter';
import * as repo from './repository';
import type { lessons } from './schema';

// A customer's courses for the back office's customer page (issue 25 §3).
export * as customerCourses from './customer-courses';

/**
 * A lesson zip's link names the user in the signed path: it works for that user alone, and only
 * while the course is still theirs (contract §5.5, issue 9 §6).
 */
export type LessonLink = { courseId: number; lessonId: number; userId: string };
export const lessonDocumentRoute = ({ courseId, lessonId, userId }: LessonLink) =>
  `/api/courses/${courseId}/lessons/${lessonId}/users/${userId}/document`;

type Paging = { page?: number; pageSize?: number };
type AssignedQuery = Paging & Omit<repo.AssignedFilter, 'courseId'>;

/** Contract §3.6: `totalPages = ceil(totalCount / pageSize)`, 0 when there is nothing. */
function pageOf(paging: Paging, defaultSize: number) {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? defaultSize;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}
const totalPages = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);

type CourseDeps = {
  db: Database;
  files: FileStorage;
  /** How many buyers' groups were given a seat of each course (issue 27 §4): the licences module's count. */
  licenceGroupCounts?: (courseIds: number[]) => Promise<Map<number, number>>;
};

export function createCoursesService({ db, files, licenceGroupCounts }: CourseDeps) {
  /** The staff's groups (course_group_assignments) and the buyers' licence groups, both assigned groups. */
  async function presentCourses(rows: Awaited<ReturnType<typeof repo.selectAssignedCourses>>) {
    const counts = licenceGroupCounts ? await licenceGroupCounts(rows.map((row) => row.course.id)) : new Map();
    return rows.map((row) => {
      const course = presentCourse(row);
      return { ...course, assignedGroupsCount: course.assignedGroupsCount + (counts.get(row.course.id) ?? 0) };
    });
  }

  async function catalogue(filter: { id?: number; search?: string }): Promise<TeacherCourse[]> {
    const rows = await repo.selectCatalogueCourses(db, filter);
    const lessons = await repo.selectLessonTitles(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const own = lessons.filter((lesson) => lesson.courseId === row.id).map(({ id, title }) => ({ id, title }));
      const fields = courseFields(row, files, own.length);
      return { ...fields, price: fields.price ?? 0, lessons: own };
    });
  }

  function presentCourse(row: Awaited<ReturnType<typeof repo.selectAssignedCourses>>[number]): AssignedCourse {
    const c = row.course;
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      thumbnailUrl: files.publicFileUrl(c.thumbnailKey),
      isPublished: c.isPublished,
      difficultyLevel: c.difficultyLevel as AssignedCourse['difficultyLevel'],
      durationInHours: c.durationInHours,
      instructor: c.instructor ?? '',
      assignedGroupsCount: row.assignedGroupsCount,
      lessonCount: row.lessonCount,
      completedLessonCount: row.completedLessonCount,
    };
  }

  function presentLesson(lesson: typeof lessons.$inferSelect, isCompleted: boolean, userId: string): Lesson {
    const link = { courseId: lesson.courseId, lessonId: lesson.id, userId };
    return {
      id: lesson.id,
      title: lesson.title,
      description: lesson.description,
      content: lesson.content,
      htmlContent: lesson.htmlContent,
      documentUrl: lesson.documentKey ? files.signedUrl(lessonDocumentRoute(link), SIGNED_FILE_URL_TTL_SECONDS) : null,
      isPublished: lesson.isPublished,
      isCompleted,
    };
  }

  /** Contract §1.3, §3.7: an unknown course is a 404, one not assigned to the user a 403. */
  async function assertAccess(userId: string, courseId: number) {
    const access = await repo.selectCourseAccess(db, userId, courseId);
    if (access === 'missing') throw notFound(COURSE_MESSAGES.notFound);
    if (access === 'denied') throw new HttpError(403, COURSE_MESSAGES.noAccess);
  }

  async function lessonOf(courseId: number, lessonId: number) {
    const lesson = await repo.selectLesson(db, courseId, lessonId);
    if (!lesson) throw notFound(COURSE_MESSAGES.lessonNotFound);
    return lesson;
  }

  return {
    /** What checkout may sell: published courses with a price; a free one costs 0 (contract §5.2). */
    async sellableCourses(ids: number[]) {
      const rows = await repo.selectSellableCourses(db, ids);
      return rows.map((row) => ({ id: row.id, title: row.title, unitPrice: row.isFree ? 0 : (row.price ?? 0) }));
    },

    /** Grants a bought course (contract §5.3); `executor` is the payment's transaction. */
    /** A payment's courses, or a staff grant's (paymentId null; issue 25 §3). */
    assignPurchasedCourses: (executor: Database, userId: string, courseIds: number[], paymentId: number | null) =>
      repo.insertCourseAssignments(executor, userId, courseIds, paymentId),

    /** Takes back a revoked staff grant's courses that no payment holds (issue 25 §3). */
    revokeUnpaidAssignments: (executor: Database, userId: string, courseIds: number[]) =>
      repo.deleteUnpaidAssignments(executor, userId, courseIds),

    /** Which courses the user can open already (bought or through a group), among `courseIds` or all. */
    async openableCourseIds(userId: string, courseIds?: number[]): Promise<Set<number>> {
      return new Set(await repo.selectOpenableCourseIds(db, userId, courseIds));
    },

    /** Takes back what a refunded payment granted. */
    revokePaymentAssignments: (executor: Database, paymentId: number) =>
      repo.deletePaymentAssignments(executor, paymentId),

    /** Takes back a course one person had through a payment they did not make: a seat of its licence. */
    revokeUserPaymentAssignments: (executor: Database, userId: string, paymentId: number) =>
      repo.deleteUserPaymentAssignments(executor, userId, paymentId),

    listTeacherCourses: (search?: string) => catalogue({ search }),

    /** Every teacher course page, with its last change (the sitemap). */
    async sitemapEntries(): Promise<SitemapEntry[]> {
      const rows = await repo.selectCatalogueCourses(db, {});
      return rows.map((row) => ({ path: `/teacher-courses/${row.id}`, lastModified: row.updatedAt }));
    },

    async getTeacherCourse(id: number): Promise<TeacherCourse> {
      const [course] = await catalogue({ id });
      if (!course) throw notFound('Course not found.');
      return course;
    },

    /**
     * GET /api/courses/assigned (contract §3.6, API-06): direct assignments and those of the user's
     * groups, each course once. Draft courses are included; the UI shows their badge (MC-06).
     */
    async listAssigned(userId: string, query: AssignedQuery): Promise<AssignedCoursesResponse> {
      const { page, pageSize, limit, offset } = pageOf(query, 10);
      const filter = { search: query.search, isPublished: query.isPublished, difficultyLevel: query.difficultyLevel };
      const [rows, totalCount] = await Promise.all([
        repo.selectAssignedCourses(db, userId, filter, { limit, offset }),
        repo.countAssignedCourses(db, userId, filter),
      ]);
      return {
        courses: await presentCourses(rows),
        totalCount,
        page,
        pageSize,
        totalPages: totalPages(totalCount, pageSize),
      };
    },

    /** GET /api/courses/{courseId} (contract §3.8): the same object as in the assigned list. */
    async getAssigned(userId: string, courseId: number): Promise<AssignedCourse> {
      const [row] = await repo.selectAssignedCourses(db, userId, { courseId }, { limit: 1, offset: 0 });
      if (row) return (await presentCourses([row]))[0]!;
      await assertAccess(userId, courseId);
      throw new HttpError(403, COURSE_MESSAGES.noAccess);
    },

    /** GET /api/courses/{courseId}/lessons (contract §3.7, API-07): in sortOrder, each zip signed for this user. */
    async listLessons(userId: string, courseId: number, paging: Paging): Promise<LessonsResponse> {
      await assertAccess(userId, courseId);
      const { page, pageSize, limit, offset } = pageOf(paging, 100);
      const [rows, { lessonCount }] = await Promise.all([
        repo.selectLessons(db, userId, courseId, { limit, offset }),
        repo.countLessons(db, userId, courseId),
      ]);
      return {
        lessons: rows.map((row) => presentLesson(row.lesson, row.isCompleted, userId)),
        totalCount: lessonCount,
        page,
        pageSize,
        totalPages: totalPages(lessonCount, pageSize),
      };
    },

    /** PUT …/lessons/{lessonId}/progress (issue 9 §7): idempotent; answers the course's new counts. */
    async setLessonProgress(
      userId: string,
      courseId: number,
      lessonId: number,
      completed: boolean,
    ): Promise<LessonProgressResponse> {
      await assertAccess(userId, courseId);
      await lessonOf(courseId, lessonId);
      await repo.setLessonCompleted(db, userId, lessonId, completed);
      return { lessonId, isCompleted: completed, ...(await repo.countLessons(db, userId, courseId)) };
    },

    /** The zip behind a lesson link: signed for exactly this path, unexpired, and the course still the user's. */
    async lessonDocument(link: LessonLink, query: SignedQuery) {
      assertSignedFor(files, lessonDocumentRoute(link), query);
      await assertAccess(link.userId, link.courseId);
      const lesson = await lessonOf(link.courseId, link.lessonId);
      if (!lesson.documentKey) throw notFound('This lesson has no files to download.');
      // Whether its PDFs are stamped, and with which purchase (issue 27 §1): a free course's are not.
      const { isFree, sourcePaymentId } = await repo.selectPaidSource(db, link.userId, link.courseId);
      return { title: lesson.title, documentKey: lesson.documentKey, isFree, sourcePaymentId };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
