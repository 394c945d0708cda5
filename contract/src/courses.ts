import { z } from 'zod';
import { booleanString, idString, safeText, searchString, strictQuery } from './common';

/** Assigned courses, lessons and progress (A§3, B§3; backend contract §2.10, §3.6–§3.8; issue 9). */

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const teacherCourseSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  /** Display text, e.g. "6 hours"; `durationInHours` carries the number. */
  duration: z.string(),
  durationInHours: z.number(),
  instructor: z.string(),
  level: z.enum(COURSE_LEVELS),
  rating: z.number(),
  students: z.int(),
  image: z.string().nullable(),
  price: z.number(),
  isFree: z.boolean(),
  category: z.string(),
  lessonCount: z.int(),
  lessons: z.array(z.object({ id: z.int(), title: z.string() })),
});
export type TeacherCourse = z.infer<typeof teacherCourseSchema>;

/** One course of GET /api/courses/assigned, and GET /api/courses/{id} (contract §3.6, §3.8). */
export const assignedCourseSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  isPublished: z.boolean(),
  difficultyLevel: z.enum(COURSE_LEVELS),
  durationInHours: z.number(),
  /**
   * The instructor the teacher catalogue names for this course, so the course page names the same
   * one (issue 23 §7); empty when the course names none.
   */
  instructor: z.string(),
  /** Groups the course is assigned to (AMB-51 reading: overall). */
  assignedGroupsCount: z.int(),
  lessonCount: z.int(),
  /** Issue 9 §7: the user's own progress. */
  completedLessonCount: z.int(),
});
export type AssignedCourse = z.infer<typeof assignedCourseSchema>;

function pageNumber(name: string, max: number) {
  const message = `${name} must be a whole number from 1 to ${max}.`;
  return safeText({ error: message }, message)
    .regex(/^[1-9]\d{0,5}$/, { error: message })
    .transform(Number)
    .pipe(z.int().max(max, { error: message }));
}

/** The query of GET /api/courses/assigned (A§7: the UI sends only page and pageSize). */
export const assignedCoursesQuerySchema = strictQuery({
  page: pageNumber('page', 100_000).optional(),
  pageSize: pageNumber('pageSize', 100).optional(),
  search: searchString.optional(),
  isPublished: booleanString('isPublished').optional(),
  difficultyLevel: z
    .enum(COURSE_LEVELS, { error: 'difficultyLevel must be Beginner, Intermediate or Advanced.' })
    .optional(),
});
export type AssignedCoursesQuery = z.input<typeof assignedCoursesQuerySchema>;

export const assignedCoursesResponseSchema = z.object({
  courses: z.array(assignedCourseSchema),
  totalCount: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
});
export type AssignedCoursesResponse = z.infer<typeof assignedCoursesResponseSchema>;

/** One lesson (B§3, API-07); `documentUrl` is a signed, short-lived link to its zip. */
export const lessonSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  htmlContent: z.string(),
  documentUrl: z.string().nullable(),
  isPublished: z.boolean(),
  /** Issue 9 §7. */
  isCompleted: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonsQuerySchema = strictQuery({
  page: pageNumber('page', 100_000).optional(),
  pageSize: pageNumber('pageSize', 100).optional(),
});

export const lessonsResponseSchema = z.object({
  lessons: z.array(lessonSchema),
  totalCount: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
});
export type LessonsResponse = z.infer<typeof lessonsResponseSchema>;

export const courseParams = z.strictObject({ courseId: idString('course id') });
export const lessonParams = z.strictObject({ courseId: idString('course id'), lessonId: idString('lesson id') });

/** PUT /api/courses/{courseId}/lessons/{lessonId}/progress (issue 9 §7). */
export const lessonProgressRequestSchema = z.strictObject({
  completed: z.boolean({ error: 'completed must be true or false.' }),
});
export const lessonProgressResponseSchema = z.object({
  lessonId: z.int(),
  isCompleted: z.boolean(),
  completedLessonCount: z.int(),
  lessonCount: z.int(),
});
export type LessonProgressResponse = z.infer<typeof lessonProgressResponseSchema>;

/** The messages of the courses calls (contract §3.7, issue 9 §4). */
export const COURSE_MESSAGES = {
  noAccess: 'You do not have access to this course.',
  notFound: 'Course not found.',
  lessonNotFound: 'Lesson not found.',
} as const;
