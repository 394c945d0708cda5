import { and, asc, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import { courses, courseUserAssignments, lessons } from './schema';

/** Courses offered in the teacher catalogue: published and for sale. */
export function selectCatalogueCourses(db: Database, filter: { id?: number; search?: string }) {
  const term = filter.search?.trim();
  const pattern = term ? likePattern(term) : '';
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.isPublished, true),
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

/** Courses that can be bought: published and with a price (contract §2.10: a null price is not for sale). */
export function selectSellableCourses(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: courses.id, title: courses.title, price: courses.price, isFree: courses.isFree })
    .from(courses)
    .where(and(inArray(courses.id, ids), eq(courses.isPublished, true), isNotNull(courses.price)));
}

/** A direct assignment (a purchase); an existing one is kept as it is. */
export async function insertCourseAssignments(db: Database, userId: string, courseIds: number[], paymentId: number) {
  if (courseIds.length === 0) return;
  await db
    .insert(courseUserAssignments)
    .values(courseIds.map((courseId) => ({ courseId, userId, sourcePaymentId: paymentId })))
    .onConflictDoNothing();
}

export async function deletePaymentAssignments(db: Database, paymentId: number) {
  await db.delete(courseUserAssignments).where(eq(courseUserAssignments.sourcePaymentId, paymentId));
}
