import { z } from 'zod';
import { ADMIN_PAGE_SIZE, itemStatusSchema, YEAR_GROUPS } from './admin-catalogue';
import { priceSchema, requiredLine, sortOrderSchema, wholeNumber } from './admin-fields';
import { pageNumber, safeText, searchString, strictQuery } from './common';
import { EXAM_DIFFICULTIES, examSchema } from './exams';

/**
 * The back office's exams (issue 24 §2): the list, one exam with what staff see, and what creating
 * and changing one takes. An exam's paper is a material not sold on its own (decision 006); exams
 * keep no date of change, so a change has no stale check (see decision 018's note on exams).
 */

/** `position` is the shop's own order (sortOrder, then id). */
export const ADMIN_EXAM_SORTS = ['position', 'title', 'price', 'status', 'yearGroup'] as const;
export type AdminExamSort = (typeof ADMIN_EXAM_SORTS)[number];

/** `GET /api/admin/exams?search=&status=&year=&sort=&order=&page=&pageSize=`. */
export const adminExamsQuerySchema = strictQuery({
  /** Case-insensitive substring of the title, the description, the subject or the exam type. */
  search: searchString.optional(),
  status: itemStatusSchema.optional(),
  year: z.enum(YEAR_GROUPS, { error: 'The year must be one of Year 5, Year 6, Year 7 or Year 8.' }).optional(),
  sort: z.enum(ADMIN_EXAM_SORTS, { error: `The sort must be one of ${ADMIN_EXAM_SORTS.join(', ')}.` }).optional(),
  order: sortOrderSchema.optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type AdminExamsQuery = z.infer<typeof adminExamsQuerySchema>;

/** One row of the back office's exams table. */
export const adminExamRowSchema = z.object({
  id: z.int(),
  title: z.string(),
  yearGroup: z.string(),
  subject: z.string(),
  examType: z.string(),
  difficulty: z.enum(EXAM_DIFFICULTIES),
  price: z.number(),
  isFree: z.boolean(),
  status: itemStatusSchema,
  /** The material handed over when the exam is bought; null: not on sale yet. */
  paperMaterialId: z.int().nullable(),
  thumbnailPath: z.string().nullable(),
});
export type AdminExamRow = z.infer<typeof adminExamRowSchema>;

export const adminExamListSchema = z.object({ items: z.array(adminExamRowSchema), totalCount: z.int() });
export type AdminExamList = z.infer<typeof adminExamListSchema>;

/**
 * `GET /api/admin/exams/{id}`: the public exam without its paper link (a staff answer hands out no
 * owner's link), with the status, the paper material and the position.
 */
export const adminExamSchema = examSchema.omit({ paperUrl: true }).extend({
  status: itemStatusSchema,
  paperMaterialId: z.int().nullable(),
  sortOrder: z.int(),
});
export type AdminExam = z.infer<typeof adminExamSchema>;

const examFields = {
  title: requiredLine('The title', 200),
  /** Plain text: the exam card and page show it as a summary. */
  description: safeText({ error: 'The description must be text.' })
    .trim()
    .max(5000, { error: 'The description must be at most 5,000 characters long.' }),
  price: priceSchema,
  isFree: z.boolean({ error: 'isFree must be true or false.' }),
  yearGroup: z.enum(YEAR_GROUPS, { error: 'The year group must be one of Year 5, Year 6, Year 7 or Year 8.' }),
  subject: requiredLine('The subject', 100),
  examType: requiredLine('The exam type', 100),
  durationMinutes: wholeNumber('The duration in minutes', 1, 1000),
  questionCount: wholeNumber('The number of questions', 1, 1000),
  difficulty: z.enum(EXAM_DIFFICULTIES, { error: `The difficulty must be one of ${EXAM_DIFFICULTIES.join(', ')}.` }),
  /** A material with isStandalone false that no other exam has; null: none yet. */
  paperMaterialId: z
    .int({ error: 'The paper must be a material id (a positive whole number) or null.' })
    .positive({ error: 'The paper must be a material id (a positive whole number) or null.' })
    .nullable(),
  sortOrder: wholeNumber('The position', 0, 1_000_000),
};

export const FREE_EXAM_HAS_NO_PRICE = 'A free exam has the price 0: clear "free" or set the price to 0.';
const freeMeansZero = (value: { isFree?: boolean; price?: number }) =>
  !(value.isFree === true && value.price !== undefined && value.price !== 0);

/** `POST /api/admin/exams` → `201 { id }`, a Draft. */
export const createExamRequestSchema = z
  .object({
    ...examFields,
    description: examFields.description.optional(),
    isFree: examFields.isFree.optional(),
    paperMaterialId: examFields.paperMaterialId.optional(),
    sortOrder: examFields.sortOrder.optional(),
  })
  .refine(freeMeansZero, { error: FREE_EXAM_HAS_NO_PRICE, path: ['price'] });
export type CreateExamRequest = z.infer<typeof createExamRequestSchema>;

/** `PATCH /api/admin/exams/{id}`: any subset of the fields, and `status`. */
export const patchExamRequestSchema = z
  .object({ ...examFields, status: itemStatusSchema })
  .partial()
  .refine(freeMeansZero, { error: FREE_EXAM_HAS_NO_PRICE, path: ['price'] });
export type PatchExamRequest = z.infer<typeof patchExamRequestSchema>;
