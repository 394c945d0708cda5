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
