import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, courseUserAssignments } from './schema';

/**
 * A customer's courses as the back office's customer page reads them (issue 25 §3), and course
 * titles whatever their status. Exported by the service as `customerCourses`.
 */

/** The courses assigned to the account directly, newest first, each with the payment that holds it (or null). */
export function directAssignments(db: Database, userId: string) {
  return db
    .select({
      courseId: courseUserAssignments.courseId,
      title: courses.title,
      assignedAt: courseUserAssignments.assignedAt,
      sourcePaymentId: courseUserAssignments.sourcePaymentId,
    })
    .from(courseUserAssignments)
    .innerJoin(courses, eq(courses.id, courseUserAssignments.courseId))
    .where(eq(courseUserAssignments.userId, userId))
    .orderBy(desc(courseUserAssignments.assignedAt), asc(courseUserAssignments.courseId));
}

/** The titles of these courses, by id; an unknown id is simply missing. */
export async function courseTitles(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}
