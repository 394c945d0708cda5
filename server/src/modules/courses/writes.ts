import type { ItemStatus } from '@the-gate/contract/item-status';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sanitizeStoredHtml } from '../../lib/html';
import { courses, lessons } from './schema';

/** The courses' write path: lesson HTML is sanitised here, on write (contract §3.7). */

export async function createCourse(db: Database, input: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(input).returning();
  return row!;
}

export async function createLesson(db: Database, input: typeof lessons.$inferInsert) {
  const [row] = await db
    .insert(lessons)
    .values({
      ...input,
      content: sanitizeStoredHtml(input.content ?? ''),
      htmlContent: sanitizeStoredHtml(input.htmlContent ?? ''),
    })
    .returning();
  return row!;
}

/**
 * Publishes, unpublishes or archives a teacher course (issue 24 §2): the catalogue lists and sells only
 * published ones; those assigned to it keep it. A plain UPDATE, so the statement trigger of migration
 * 0001 drops every process's cached catalogue. False when there is no such course.
 * `is_published` (the learner's Draft badge, MC-06) follows: false only for a draft, so the two never
 * disagree and the catalogue, which reads both, lists exactly the published courses.
 */
export async function setCourseStatus(db: Database, id: number, status: ItemStatus): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ status, isPublished: status !== 'draft', updatedAt: sql`now()` })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return rows.length > 0;
}
