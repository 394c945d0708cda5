import { PUBLISHED } from '@the-gate/contract/item-status';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import {
  courseGroupAssignments,
  courses,
  courseUserAssignments,
  lessonProgress,
  lessons,
  userGroupMembers,
} from './schema';

/**
 * Courses offered in the teacher catalogue: published (is_published and status, issue 24 §2) and for
 * sale. Those assigned to a course keep it whatever its status (selectAssignedCourses).
 */
export function selectCatalogueCourses(db: Database, filter: { id?: number; search?: string }) {
  const term = filter.search?.trim();
  const pattern = term ? likePattern(term) : '';
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.isPublished, true),
        eq(courses.status, PUBLISHED),
        isNotNull(courses.price),
        filter.id !== undefined ? eq(courses.id, filter.id) : undefined,
        term
          ? or(
              ilike(courses.title, pattern),
              ilike(courses.description, pattern),
              ilike(courses.category, pattern),
              ilike(courses.instructor, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(courses.sortOrder), asc(courses.id));
}

export function selectLessonTitles(db: Database, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: lessons.id, courseId: lessons.courseId, title: lessons.title })
    .from(lessons)
    .where(inArray(lessons.courseId, courseIds))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id));
}

/**
 * Courses that can be bought: published (issue 24 §2) and with a price (contract §2.10: a null price
 * is not for sale).
 */
export function selectSellableCourses(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: courses.id, title: courses.title, price: courses.price, isFree: courses.isFree })
    .from(courses)
    .where(
      and(
        inArray(courses.id, ids),
        eq(courses.isPublished, true),
        eq(courses.status, PUBLISHED),
        isNotNull(courses.price),
      ),
    );
}

/** A direct assignment (a purchase); an existing one is kept as it is. */
/** A payment's or a staff grant's (paymentId null) courses; a payment takes over an unpaid assignment (decision 021). */
export async function insertCourseAssignments(
  db: Database,
  userId: string,
  courseIds: number[],
  paymentId: number | null,
) {
  if (courseIds.length === 0) return;
  await db
    .insert(courseUserAssignments)
    .values(courseIds.map((courseId) => ({ courseId, userId, sourcePaymentId: paymentId })))
    .onConflictDoUpdate({
      target: [courseUserAssignments.courseId, courseUserAssignments.userId],
      set: { sourcePaymentId: sql`excluded.source_payment_id` },
      setWhere: sql`${courseUserAssignments.sourcePaymentId} IS NULL AND excluded.source_payment_id IS NOT NULL`,
    });
}

export async function deletePaymentAssignments(db: Database, paymentId: number) {
  await db.delete(courseUserAssignments).where(eq(courseUserAssignments.sourcePaymentId, paymentId));
}

/** A course's price flag and the payment a user's direct assignment to it came with (issue 27 §1). */
export async function selectPaidSource(db: Database, userId: string, courseId: number) {
  const [row] = await db
    .select({ isFree: courses.isFree, sourcePaymentId: courseUserAssignments.sourcePaymentId })
    .from(courses)
    .leftJoin(
      courseUserAssignments,
      and(eq(courseUserAssignments.courseId, courses.id), eq(courseUserAssignments.userId, userId)),
    )
    .where(eq(courses.id, courseId));
  return { isFree: row?.isFree ?? false, sourcePaymentId: row?.sourcePaymentId ?? null };
}

/** One user's assignments that `paymentId` holds: a seat of its licence, given up (issue 27 §3). */
export async function deleteUserPaymentAssignments(db: Database, userId: string, paymentId: number) {
  await db
    .delete(courseUserAssignments)
    .where(and(eq(courseUserAssignments.userId, userId), eq(courseUserAssignments.sourcePaymentId, paymentId)));
}

/** The user's direct assignments among `courseIds` that no payment holds (a revoked staff grant's). */
export async function deleteUnpaidAssignments(db: Database, userId: string, courseIds: number[]) {
  if (courseIds.length === 0) return;
  await db
    .delete(courseUserAssignments)
    .where(
      and(
        eq(courseUserAssignments.userId, userId),
        inArray(courseUserAssignments.courseId, courseIds),
        isNull(courseUserAssignments.sourcePaymentId),
      ),
    );
}

// ---- the learner's side (contract §3.6–§3.8, issue 9 §6–§7) ----

export type AssignedFilter = {
  courseId?: number;
  search?: string;
  isPublished?: boolean;
  difficultyLevel?: string;
};

/**
 * The courses assigned to the user directly or through any of their groups, each once: the direct
 * row is unique per (course, user) and the group rows are grouped by course (contract §3.6).
 */
function assignedSource(db: Database, userId: string, filter: AssignedFilter) {
  const viaGroups = db
    .select({
      courseId: courseGroupAssignments.courseId,
      assignedAt: sql<Date>`max(${courseGroupAssignments.assignedAt})`.as('group_assigned_at'),
    })
    .from(courseGroupAssignments)
    .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, courseGroupAssignments.groupId))
    .where(eq(userGroupMembers.userId, userId))
    .groupBy(courseGroupAssignments.courseId)
    .as('via_groups');
  const direct = and(eq(courseUserAssignments.courseId, courses.id), eq(courseUserAssignments.userId, userId));
  const term = filter.search?.trim();
  const pattern = term ? likePattern(term) : '';
  const where = and(
    or(isNotNull(courseUserAssignments.courseId), isNotNull(viaGroups.courseId)),
    filter.courseId !== undefined ? eq(courses.id, filter.courseId) : undefined,
    term ? or(ilike(courses.title, pattern), ilike(courses.description, pattern)) : undefined,
    filter.isPublished !== undefined ? eq(courses.isPublished, filter.isPublished) : undefined,
    filter.difficultyLevel !== undefined ? eq(courses.difficultyLevel, filter.difficultyLevel) : undefined,
  );
  // GREATEST skips a NULL: the later of the direct and the latest group assignment.
  const assignedAt = sql`greatest(${courseUserAssignments.assignedAt}, ${viaGroups.assignedAt})`;
  return { viaGroups, direct, where, assignedAt };
}

/** One page of assigned courses, latest assignment first, then by title (contract §3.6). */
export function selectAssignedCourses(
  db: Database,
  userId: string,
  filter: AssignedFilter,
  page: { limit: number; offset: number },
) {
  const { viaGroups, direct, where, assignedAt } = assignedSource(db, userId, filter);
  return db
    .select({
      course: courses,
      assignedGroupsCount: sql<number>`(select count(*) from ${courseGroupAssignments}
        where ${courseGroupAssignments.courseId} = ${courses.id})::int`,
      lessonCount: sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courses.id})::int`,
      completedLessonCount: sql<number>`(select count(*) from ${lessonProgress}
        inner join ${lessons} on ${lessons.id} = ${lessonProgress.lessonId}
        where ${lessons.courseId} = ${courses.id} and ${lessonProgress.userId} = ${userId})::int`,
    })
    .from(courses)
    .leftJoin(courseUserAssignments, direct)
    .leftJoin(viaGroups, eq(viaGroups.courseId, courses.id))
    .where(where)
    .orderBy(desc(assignedAt), asc(courses.title), asc(courses.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAssignedCourses(db: Database, userId: string, filter: AssignedFilter) {
  const { viaGroups, direct, where } = assignedSource(db, userId, filter);
  const [row] = await db
    .select({ total: count() })
    .from(courses)
    .leftJoin(courseUserAssignments, direct)
    .leftJoin(viaGroups, eq(viaGroups.courseId, courses.id))
    .where(where);
  return row?.total ?? 0;
}

/** Whether the course exists and whether the user may open it, in one round trip. */
export async function selectCourseAccess(db: Database, userId: string, courseId: number) {
  // The joins of the assigned list; with no filter on them, the course row is there even unassigned.
  const { viaGroups, direct } = assignedSource(db, userId, {});
  const [row] = await db
    .select({ direct: courseUserAssignments.courseId, viaGroup: viaGroups.courseId })
    .from(courses)
    .leftJoin(courseUserAssignments, direct)
    .leftJoin(viaGroups, eq(viaGroups.courseId, courses.id))
    .where(eq(courses.id, courseId));
  if (!row) return 'missing' as const;
  return row.direct !== null || row.viaGroup !== null ? ('granted' as const) : ('denied' as const);
}

/**
 * The courses the user may open, directly assigned (bought) or through a group, among `courseIds`
 * when given: the access `selectCourseAccess` grants, for many courses at once.
 */
export async function selectOpenableCourseIds(db: Database, userId: string, courseIds?: number[]) {
  if (courseIds?.length === 0) return [];
  const among = (column: typeof courseUserAssignments.courseId | typeof courseGroupAssignments.courseId) =>
    courseIds ? inArray(column, courseIds) : undefined;
  const [direct, viaGroups] = await Promise.all([
    db
      .select({ id: courseUserAssignments.courseId })
      .from(courseUserAssignments)
      .where(and(eq(courseUserAssignments.userId, userId), among(courseUserAssignments.courseId))),
    db
      .select({ id: courseGroupAssignments.courseId })
      .from(courseGroupAssignments)
      .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, courseGroupAssignments.groupId))
      .where(and(eq(userGroupMembers.userId, userId), among(courseGroupAssignments.courseId))),
  ]);
  return [...new Set([...direct, ...viaGroups].map((row) => row.id))].sort((a, b) => a - b);
}

/** A course's lessons in sortOrder, each with whether this user completed it. */
export function selectLessons(db: Database, userId: string, courseId: number, page: { limit: number; offset: number }) {
  return db
    .select({ lesson: lessons, isCompleted: sql<boolean>`${lessonProgress.lessonId} is not null` })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function selectLesson(db: Database, courseId: number, lessonId: number) {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  return row;
}

/** How many lessons the course has, and how many of them the user completed. */
export async function countLessons(db: Database, userId: string, courseId: number) {
  const [row] = await db
    .select({
      lessonCount: count(),
      completedLessonCount: sql<number>`count(${lessonProgress.lessonId})::int`,
    })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(eq(lessons.courseId, courseId));
  return { lessonCount: row?.lessonCount ?? 0, completedLessonCount: row?.completedLessonCount ?? 0 };
}

/** Idempotent both ways (issue 9 §7): completing twice keeps the first time, undoing twice is a no-op. */
export async function setLessonCompleted(db: Database, userId: string, lessonId: number, completed: boolean) {
  if (completed) {
    await db.insert(lessonProgress).values({ userId, lessonId }).onConflictDoNothing();
  } else {
    await db
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  }
}
