import { and, asc, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import { courses, lessons } from './schema';

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
