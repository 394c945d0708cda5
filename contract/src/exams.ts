import { z } from 'zod';
import { safeText, searchString, strictQuery } from './common';

/** The Gate exams (B§8; backend contract §6): served from the database, sold like materials. */

export const EXAM_DIFFICULTIES = ['Beginner', 'Standard', 'Advanced'] as const;

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
