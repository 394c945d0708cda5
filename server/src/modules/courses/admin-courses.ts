import {
  type AdminCourse,
  type AdminCourseList,
  type AdminCoursesQuery,
  type AdminLesson,
  type CreateCourseRequest,
  type CreateLessonRequest,
  FREE_COURSE_HAS_NO_PRICE,
  type PatchCourseRequest,
  type PatchLessonRequest,
} from '@the-gate/contract/admin-courses';
import type { TeacherCourse } from '@the-gate/contract/courses';
import type { ItemStatus } from '@the-gate/contract/item-status';
import type { Permission, StaffRole } from '@the-gate/contract/staff-rules';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { assertChangedFieldsAllowed } from '../../lib/field-rights';
import type { FileStorage } from '../../lib/file-storage';
import { sanitizeStoredHtml, stripStoredHtml } from '../../lib/html';
import { HttpError } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { assertNotStale } from '../../lib/stale-check';
import { recordAudit } from '../audit/service';
import { courseFields } from './presenter';
import { courses, lessons } from './schema';
import { setCourseStatus } from './writes';

/**
 * The back office's teacher courses and their lessons (issue 24 §2). The writes take the caller's
 * transaction, so each change and its audit entry (decision 017) are kept or lost together. A
 * course's `status` is the switch staff use; `setCourseStatus` keeps `is_published` in step.
 */

export const COURSE_NOT_FOUND = 'There is no such course.';
export const LESSON_NOT_FOUND = 'This course has no lesson with this id.';
export const STALE_COURSE =
  'Someone else changed this course since you opened it. Reload it to see their change, then make yours again.';
export const BAD_LESSON_ORDER = 'lessonIds must list every lesson of this course exactly once, in the new order.';

export const COURSE_CREATED = 'course.create';
export const COURSE_CHANGED = 'course.update';
export const LESSON_CREATED = 'lesson.create';
export const LESSON_CHANGED = 'lesson.update';
export const LESSON_DELETED = 'lesson.delete';
export const LESSONS_REORDERED = 'course.lessons.reorder';

export type CourseActor = { email: string; role: StaffRole };
type CourseField = Exclude<keyof PatchCourseRequest, 'expectedUpdatedAt'>;
type LessonField = keyof PatchLessonRequest;

/**
 * What changing a field takes (issue 24 §1, as for materials): the price and the free flag are the
 * managers' (catalogue.manage), publishing too (catalogue.publish, a lesson's flag included), texts
 * everyone's (catalogue.edit).
 */
export function courseFieldPermission(field: CourseField | LessonField): Permission {
  if (field === 'price' || field === 'isFree') return 'catalogue.manage';
  if (field === 'status' || field === 'isPublished') return 'catalogue.publish';
  return 'catalogue.edit';
}

const FIELD_NAMES: Partial<Record<CourseField | LessonField, string>> = {
  price: 'the price',
  isFree: 'whether it is free',
  status: 'the status',
  isPublished: 'whether it is published',
};

function assertMay(actor: CourseActor, fields: (CourseField | LessonField)[], what: string) {
  assertChangedFieldsAllowed(actor.role, fields, courseFieldPermission, FIELD_NAMES, what);
}

type CourseRow = typeof courses.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

/** The fields of a course the back office edits and the audit log compares. */
function courseSnapshot(row: CourseRow): Required<Omit<PatchCourseRequest, 'expectedUpdatedAt'>> {
  return {
    title: row.title,
    description: row.description,
    difficultyLevel: row.difficultyLevel as TeacherCourse['level'],
    durationInHours: row.durationInHours,
    price: row.price,
    isFree: row.isFree,
    instructor: row.instructor,
    category: row.category,
    status: row.status,
  };
}

function lessonSnapshot(row: LessonRow): Required<PatchLessonRequest> {
  return {
    title: row.title,
    description: row.description,
    content: row.content,
    htmlContent: row.htmlContent,
    isPublished: row.isPublished,
  };
}

const SORTS = {
  updatedAt: courses.updatedAt,
  createdAt: courses.createdAt,
  title: courses.title,
  price: courses.price,
  status: courses.status,
} as const;

function listWhere(query: AdminCoursesQuery): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? likePattern(term) : '';
  return and(
    query.status ? eq(courses.status, query.status) : undefined,
    query.category ? eq(courses.category, query.category) : undefined,
    query.difficulty ? eq(courses.difficultyLevel, query.difficulty) : undefined,
    term
      ? or(ilike(courses.title, pattern), ilike(courses.instructor, pattern), ilike(courses.category, pattern))
      : undefined,
  );
}

const lessonCount = sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courses.id})::int`;

/** `GET /api/admin/courses`: every status, searched, filtered, sorted and paged on the server. */
export async function listAdminCourses(
  db: Database,
  files: FileStorage,
  query: AdminCoursesQuery,
): Promise<AdminCourseList> {
  const { limit, offset } = adminPageWindow(query);
  const where = listWhere(query);
  const direction = query.order === 'asc' ? asc : desc;
  // Newest change first unless asked; a title reads A to Z unless asked.
  const sort = query.sort ?? 'updatedAt';
  const order = query.order ? direction : sort === 'title' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ course: courses, lessonCount })
      .from(courses)
      .where(where)
      .orderBy(order(SORTS[sort]), order(courses.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return {
    items: rows.map(({ course, lessonCount }) => ({
      id: course.id,
      title: course.title,
      difficultyLevel: course.difficultyLevel as TeacherCourse['level'],
      category: course.category,
      instructor: course.instructor,
      price: course.isFree ? 0 : course.price,
      isFree: course.isFree,
      status: course.status,
      lessonCount,
      thumbnailPath: files.publicFileUrl(course.thumbnailKey),
      updatedAt: course.updatedAt.toISOString(),
    })),
    totalCount: total?.total ?? 0,
  };
}

const presentLesson = (row: LessonRow): AdminLesson => ({
  id: row.id,
  title: row.title,
  description: row.description,
  content: row.content,
  htmlContent: row.htmlContent,
  isPublished: row.isPublished,
  sortOrder: row.sortOrder,
  hasDocument: row.documentKey !== null,
});

/** A course's lessons in the player's order. */
function lessonsOf(db: Database, courseId: number) {
  return db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id));
}

/** `GET /api/admin/courses/{id}`: the catalogue's course with its status, dates and whole lessons. */
export async function adminCourse(db: Database, files: FileStorage, id: number): Promise<AdminCourse> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  if (!row) throw new HttpError(404, COURSE_NOT_FOUND);
  const rows = await lessonsOf(db, id);
  return {
    ...courseFields(row, files, rows.length),
    status: row.status,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lessons: rows.map(presentLesson),
  };
}

/** The course, locked for the rest of `tx` (lesson changes of one course go one at a time); 404 if none. */
async function lockedCourse(tx: Database, id: number) {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!row) throw new HttpError(404, COURSE_NOT_FOUND);
  return row;
}

/** Creates a Draft course from the back office (catalogue.manage); its id. */
export async function createCourseIn(tx: Database, actor: string, input: CreateCourseRequest): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({
      ...input,
      description: stripStoredHtml(input.description ?? ''),
      price: input.isFree ? 0 : input.price,
      status: 'draft',
      isPublished: false,
    })
    .returning();
  await recordAudit(tx, {
    actor,
    action: COURSE_CREATED,
    entity: 'course',
    entityId: String(row!.id),
    before: null,
    after: courseSnapshot(row!),
  });
  return row!.id;
}

/**
 * Changes the fields `patch` names (PATCH /api/admin/courses/{id}). A field the actor's role may not
 * change is a 403 naming it; a course changed since `expectedUpdatedAt` is a 409. Only the fields whose
 * value differs are written and audited; true when anything changed.
 */
export async function changeCourseIn(
  tx: Database,
  actor: CourseActor,
  id: number,
  { expectedUpdatedAt, ...patch }: PatchCourseRequest,
): Promise<boolean> {
  const row = await lockedCourse(tx, id);
  assertNotStale(expectedUpdatedAt, row.updatedAt, STALE_COURSE);
  const current = courseSnapshot(row);
  const wanted: Partial<typeof current> = {
    ...patch,
    ...(patch.description !== undefined && { description: stripStoredHtml(patch.description) }),
  };
  // Making a course free makes it cost nothing; a price on a course that stays free is refused.
  if (patch.isFree === true && patch.price === undefined) wanted.price = 0;
  const changed = (Object.keys(wanted) as CourseField[]).filter(
    (field) => wanted[field] !== undefined && wanted[field] !== current[field],
  );
  if (changed.length === 0) return false;
  assertMay(actor, changed, 'a course');
  const merged = { ...current, ...wanted };
  if (merged.isFree && merged.price !== 0) throw new HttpError(400, FREE_COURSE_HAS_NO_PRICE);

  const { status, ...columns } = Object.fromEntries(changed.map((field) => [field, wanted[field]])) as Partial<
    typeof current
  >;
  await tx
    .update(courses)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(courses.id, id));
  if (status !== undefined) await setCourseStatus(tx, id, status as ItemStatus);
  await recordAudit(tx, {
    actor: actor.email,
    action: COURSE_CHANGED,
    entity: 'course',
    entityId: String(id),
    before: Object.fromEntries(changed.map((field) => [field, current[field]])),
    after: Object.fromEntries(changed.map((field) => [field, merged[field]])),
  });
  return true;
}

/** The player renders both HTML fields raw: they are cleaned here, on write (contract §5.1.7). */
const cleanLessonTexts = (input: PatchLessonRequest): PatchLessonRequest => ({
  ...input,
  ...(input.content !== undefined && { content: sanitizeStoredHtml(input.content) }),
  ...(input.htmlContent !== undefined && { htmlContent: sanitizeStoredHtml(input.htmlContent) }),
});

/** Adds a lesson after the course's last one (catalogue.edit; setting its published flag, catalogue.publish). */
export async function addLessonIn(
  tx: Database,
  actor: CourseActor,
  courseId: number,
  input: CreateLessonRequest,
): Promise<number> {
  await lockedCourse(tx, courseId);
  if (input.isPublished !== undefined) assertMay(actor, ['isPublished'], 'a lesson');
  const [last] = await tx
    .select({ sortOrder: sql<number>`coalesce(max(${lessons.sortOrder}), -1)::int` })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  const [row] = await tx
    .insert(lessons)
    .values({ ...cleanLessonTexts(input), title: input.title, courseId, sortOrder: (last?.sortOrder ?? -1) + 1 })
    .returning();
  await recordAudit(tx, {
    actor: actor.email,
    action: LESSON_CREATED,
    entity: 'lesson',
    entityId: String(row!.id),
    before: null,
    after: { courseId, ...lessonSnapshot(row!) },
  });
  return row!.id;
}

async function lockedLesson(tx: Database, courseId: number, lessonId: number) {
  await lockedCourse(tx, courseId);
  const [row] = await tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  if (!row) throw new HttpError(404, LESSON_NOT_FOUND);
  return row;
}

/** Changes a lesson's texts (catalogue.edit) or published flag (catalogue.publish); its zip is left alone. */
export async function changeLessonIn(
  tx: Database,
  actor: CourseActor,
  courseId: number,
  lessonId: number,
  patch: PatchLessonRequest,
): Promise<boolean> {
  const current = lessonSnapshot(await lockedLesson(tx, courseId, lessonId));
  const wanted = cleanLessonTexts(patch);
  const changed = (Object.keys(wanted) as LessonField[]).filter(
    (field) => wanted[field] !== undefined && wanted[field] !== current[field],
  );
  if (changed.length === 0) return false;
  assertMay(actor, changed, 'a lesson');
  await tx
    .update(lessons)
    .set(Object.fromEntries(changed.map((field) => [field, wanted[field]])))
    .where(eq(lessons.id, lessonId));
  await recordAudit(tx, {
    actor: actor.email,
    action: LESSON_CHANGED,
    entity: 'lesson',
    entityId: String(lessonId),
    before: Object.fromEntries(changed.map((field) => [field, current[field]])),
    after: Object.fromEntries(changed.map((field) => [field, wanted[field]])),
  });
  return true;
}

/**
 * Deletes a lesson (catalogue.manage) with its learners' progress on it; the audit entry keeps its
 * texts. Its zip stays in storage (lesson files are managed elsewhere).
 */
export async function deleteLessonIn(tx: Database, actor: string, courseId: number, lessonId: number) {
  const row = await lockedLesson(tx, courseId, lessonId);
  await tx.delete(lessons).where(eq(lessons.id, lessonId));
  await recordAudit(tx, {
    actor,
    action: LESSON_DELETED,
    entity: 'lesson',
    entityId: String(lessonId),
    before: { courseId, documentKey: row.documentKey, sortOrder: row.sortOrder, ...lessonSnapshot(row) },
    after: null,
  });
}

/**
 * Puts the course's lessons in the order `lessonIds` lists (catalogue.edit): every lesson of the
 * course exactly once, so a list made from a stale page (a lesson added or deleted since) is a 400.
 */
export async function reorderLessonsIn(tx: Database, actor: string, courseId: number, lessonIds: number[]) {
  await lockedCourse(tx, courseId);
  const before = (await lessonsOf(tx, courseId)).map((row) => row.id);
  const known = new Set(before);
  if (
    lessonIds.length !== before.length ||
    new Set(lessonIds).size !== lessonIds.length ||
    !lessonIds.every((id) => known.has(id))
  )
    throw new HttpError(400, BAD_LESSON_ORDER);
  if (lessonIds.every((id, index) => before[index] === id)) return false;
  for (const [index, id] of lessonIds.entries())
    await tx.update(lessons).set({ sortOrder: index }).where(eq(lessons.id, id));
  await recordAudit(tx, {
    actor,
    action: LESSONS_REORDERED,
    entity: 'course',
    entityId: String(courseId),
    before: { lessonIds: before },
    after: { lessonIds },
  });
  return true;
}
