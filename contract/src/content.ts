import { z } from 'zod';
import { safeText, searchString, strictQuery } from './common';

/** Public lists the spec hard-codes and we serve from the database (ARCHITECTURE decisions). */

export const EXAM_DIFFICULTIES = ['Beginner', 'Standard', 'Advanced'] as const;
export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const examSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  isFree: z.boolean(),
  thumbnailPath: z.string().nullable(),
  yearGroup: z.string(),
  subject: z.string(),
  examType: z.string(),
  /** Display text, e.g. "60 minutes"; `durationMinutes` carries the number. */
  duration: z.string(),
  durationMinutes: z.int(),
  questionCount: z.int(),
  difficulty: z.enum(EXAM_DIFFICULTIES),
  /**
   * The exam paper: a public link when the exam is free, a short-lived signed link in a response to
   * a buyer who owns it, otherwise null ('Take Exam' then offers the exam for sale).
   */
  paperUrl: z.string().nullable(),
});
export type Exam = z.infer<typeof examSchema>;

export const examsQuerySchema = strictQuery({
  yearGroup: safeText()
    .regex(/^Year [5-8]$/, { error: 'The yearGroup must be one of Year 5, Year 6, Year 7 or Year 8.' })
    .optional(),
  search: searchString.optional(),
});

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

export const searchQuerySchema = strictQuery({ search: searchString.optional() });

export const distributorLocationSchema = z.object({
  area: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  mapUrl: z.string().nullable(),
});

export const distributorSchema = z.object({
  id: z.int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.string()),
  locations: z.array(distributorLocationSchema),
});
export type Distributor = z.infer<typeof distributorSchema>;
