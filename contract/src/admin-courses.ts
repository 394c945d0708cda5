import { z } from 'zod';
import { ADMIN_PAGE_SIZE, itemStatusSchema } from './admin-catalogue';
import { htmlText, optionalLine, priceSchema, requiredLine, sortOrderSchema } from './admin-fields';
import { idString, isSingleLine, pageNumber, safeText, searchString, strictQuery } from './common';
import { COURSE_LEVELS, teacherCourseSchema } from './courses';

/**
 * The back office's teacher courses and their lessons (issue 24 §2). A course's `status` is the one
 * switch staff use; the server keeps `isPublished` (the learner's Draft badge) in step with it:
 * false only for a draft (decision 018).
 */

export const ADMIN_COURSE_SORTS = ['updatedAt', 'createdAt', 'title', 'price', 'status'] as const;
export type AdminCourseSort = (typeof ADMIN_COURSE_SORTS)[number];

const levelSchema = z.enum(COURSE_LEVELS, {
  error: `The difficulty level must be one of ${COURSE_LEVELS.join(', ')}.`,
});

/** `GET /api/admin/courses?search=&status=&category=&difficulty=&sort=&order=&page=&pageSize=`. */
export const adminCoursesQuerySchema = strictQuery({
  /** Case-insensitive substring of the title, the instructor or the category. */
  search: searchString.optional(),
  status: itemStatusSchema.optional(),
  /** The exact category, as the course names it. */
  category: safeText()
    .trim()
    .min(1, { error: 'The category must not be empty.' })
    .max(100, { error: 'The category must be at most 100 characters long.' })
    .refine(isSingleLine, { error: 'The category must be on one line.', abort: true })
    .optional(),
  difficulty: levelSchema.optional(),
  sort: z.enum(ADMIN_COURSE_SORTS, { error: `The sort must be one of ${ADMIN_COURSE_SORTS.join(', ')}.` }).optional(),
  order: sortOrderSchema.optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type AdminCoursesQuery = z.infer<typeof adminCoursesQuerySchema>;

/** One row of the back office's courses table. */
export const adminCourseRowSchema = z.object({
  id: z.int(),
  title: z.string(),
  difficultyLevel: z.enum(COURSE_LEVELS),
  category: z.string().nullable(),
  instructor: z.string().nullable(),
  /** Null: not for sale on its own. */
  price: z.number().nullable(),
  isFree: z.boolean(),
  status: itemStatusSchema,
  lessonCount: z.int(),
  thumbnailPath: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminCourseRow = z.infer<typeof adminCourseRowSchema>;

export const adminCourseListSchema = z.object({ items: z.array(adminCourseRowSchema), totalCount: z.int() });
export type AdminCourseList = z.infer<typeof adminCourseListSchema>;

/** A lesson as staff edit it: every text, in the player's order. Its zip is uploaded elsewhere. */
export const adminLessonSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  htmlContent: z.string(),
  isPublished: z.boolean(),
  sortOrder: z.int(),
  hasDocument: z.boolean(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

/**
 * `GET /api/admin/courses/{id}`: the catalogue's course (`price` null when it is not for sale on its
 * own), with its status, dates and whole lessons.
 */
export const adminCourseSchema = teacherCourseSchema.omit({ lessons: true, price: true }).extend({
  price: z.number().nullable(),
  status: itemStatusSchema,
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lessons: z.array(adminLessonSchema),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

const MAX_HOURS = 9999;
const HOURS_MESSAGE = `The duration must be a number of hours from 0 to ${MAX_HOURS.toLocaleString('en')}, with at most one decimal.`;

const courseFields = {
  title: requiredLine('The title', 200),
  /** HTML; the server sanitises it before it is stored. */
  description: htmlText('The description'),
  difficultyLevel: levelSchema,
  durationInHours: z
    .number({ error: HOURS_MESSAGE })
    .min(0, { error: HOURS_MESSAGE })
    .max(MAX_HOURS, { error: HOURS_MESSAGE })
    .refine((value) => Math.round(value * 10) === value * 10, { error: HOURS_MESSAGE }),
  /** Null: not for sale on its own (backend contract §2.10). */
  price: priceSchema.nullable(),
  isFree: z.boolean({ error: 'isFree must be true or false.' }),
  instructor: optionalLine('The instructor', 200),
  category: optionalLine('The category', 100),
};

export const FREE_COURSE_HAS_NO_PRICE = 'A free course has the price 0: clear "free" or set the price to 0.';
const freeMeansZero = (value: { isFree?: boolean; price?: number | null }) =>
  !(value.isFree === true && value.price !== undefined && value.price !== 0);

/** `POST /api/admin/courses` → `201 { id }`, a Draft. */
export const createCourseRequestSchema = z
  .object({
    ...courseFields,
    description: courseFields.description.optional(),
    durationInHours: courseFields.durationInHours.optional(),
    price: courseFields.price.optional(),
    isFree: courseFields.isFree.optional(),
    instructor: courseFields.instructor.optional(),
    category: courseFields.category.optional(),
  })
  .refine(freeMeansZero, { error: FREE_COURSE_HAS_NO_PRICE, path: ['price'] });
export type CreateCourseRequest = z.infer<typeof createCourseRequestSchema>;

/**
 * `PATCH /api/admin/courses/{id}`: any subset of the fields, and `status`. `expectedUpdatedAt`, when
 * sent, is the `updatedAt` the form was opened with: a course changed since is a 409, not overwritten.
 */
export const patchCourseRequestSchema = z
  .object({ ...courseFields, status: itemStatusSchema, expectedUpdatedAt: safeText() })
  .partial()
  .refine(freeMeansZero, { error: FREE_COURSE_HAS_NO_PRICE, path: ['price'] });
export type PatchCourseRequest = z.infer<typeof patchCourseRequestSchema>;

const lessonFields = {
  title: requiredLine('The lesson title', 200),
  description: safeText({ error: 'The lesson description must be text.' })
    .trim()
    .max(2000, { error: 'The lesson description must be at most 2,000 characters long.' })
    .nullable()
    .transform((value) => (value ? value : null)),
  /** The lesson's HTML, which the player renders: sanitised by the server before it is stored. */
  content: htmlText('The lesson content'),
  /** The player's "Additional Content", HTML too, sanitised the same way. */
  htmlContent: htmlText('The additional content'),
  isPublished: z.boolean({ error: 'isPublished must be true or false.' }),
};

/** `POST /api/admin/courses/{id}/lessons` → `201 { id }`, added after the course's last lesson. */
export const createLessonRequestSchema = z.object({
  ...lessonFields,
  description: lessonFields.description.optional(),
  content: lessonFields.content.optional(),
  htmlContent: lessonFields.htmlContent.optional(),
  isPublished: lessonFields.isPublished.optional(),
});
export type CreateLessonRequest = z.infer<typeof createLessonRequestSchema>;

/** `PATCH /api/admin/courses/{id}/lessons/{lessonId}`: any subset of the lesson's fields. */
export const patchLessonRequestSchema = z.object(lessonFields).partial();
export type PatchLessonRequest = z.infer<typeof patchLessonRequestSchema>;

/** `PUT /api/admin/courses/{id}/lessons/order`: every lesson of the course, each once, in the new order. */
export const lessonOrderRequestSchema = z.object({
  lessonIds: z
    .array(z.int({ error: 'Each lesson id must be a whole number.' }).positive(), {
      error: "lessonIds must be a list of the course's lesson ids.",
    })
    .max(1000, { error: 'A course can have at most 1,000 lessons.' }),
});
export type LessonOrderRequest = z.infer<typeof lessonOrderRequestSchema>;

/** The path of one lesson of one course. */
export const adminLessonParams = z.strictObject({ id: idString('course id'), lessonId: idString('lesson id') });
