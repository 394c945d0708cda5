import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, itemStatus, itemStatusCheck, money, updatedAt } from '../../db/columns';
import { users } from '../auth/schema';

/** Courses and lessons, backend contract §2.10; the teacher catalogue is served from here. */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnailKey: text('thumbnail_key'),
    isPublished: boolean('is_published').notNull().default(true),
    difficultyLevel: text('difficulty_level').notNull(),
    durationInHours: numeric('duration_in_hours', { precision: 6, scale: 1, mode: 'number' }).notNull().default(0),
    /** Null: not for sale on its own. */
    price: money('price'),
    isFree: boolean('is_free').notNull().default(false),
    instructor: text('instructor'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    studentsCount: integer('students_count').notNull().default(0),
    category: text('category'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Only a published course is listed or sold; those assigned to it keep it (issue 24 §2). */
    status: itemStatus(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('courses_difficulty_known', sql`${t.difficultyLevel} IN ('Beginner', 'Intermediate', 'Advanced')`),
    check('courses_price_not_negative', sql`${t.price} IS NULL OR ${t.price} >= 0`),
    check('courses_status_known', itemStatusCheck(t.status)),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    content: text('content').notNull().default(''),
    htmlContent: text('html_content').notNull().default(''),
    /** Storage key of the lesson's zip; served through short-lived signed URLs. */
    documentKey: text('document_key'),
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('lessons_course_idx').on(t.courseId, t.sortOrder)],
);

export const userGroups = pgTable('user_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  // The user's side is what My Courses looks up (issue 9 §6).
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('user_group_members_user_idx').on(t.userId)],
);

export const courseGroupAssignments = pgTable(
  'course_group_assignments',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.groupId] }), index('course_group_assignments_group_idx').on(t.groupId)],
);

/** Direct access, e.g. a purchase (contract §2.10, §5.3). */
export const courseUserAssignments = pgTable(
  'course_user_assignments',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    sourcePaymentId: integer('source_payment_id'),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_user_assignments_user_idx').on(t.userId)],
);

/** A lesson the user marked as done (issue 9 §7); no row means not completed. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);
