import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { itemStatus, itemStatusCheck, money } from '../../db/columns';
import { materials } from '../catalogue/schema';

/** The Gate exams: the spec hard-codes them, we serve and sell them (ARCHITECTURE decisions). */
export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    thumbnailKey: text('thumbnail_key'),
    yearGroup: text('year_group').notNull(),
    subject: text('subject').notNull(),
    examType: text('exam_type').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    questionCount: integer('question_count').notNull(),
    difficulty: text('difficulty').notNull(),
    /**
     * The exam paper: a material that is not sold on its own (like a book's file). Buying the exam
     * puts it in the buyer's library; an exam without one is not on sale (decision 006).
     */
    paperMaterialId: integer('paper_material_id').references(() => materials.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Only a published exam is listed or sold; its buyers keep its paper (issue 24 §2). */
    status: itemStatus(),
  },
  (t) => [
    uniqueIndex('exams_paper_material_idx').on(t.paperMaterialId),
    check('exams_difficulty_known', sql`${t.difficulty} IN ('Beginner', 'Standard', 'Advanced')`),
    check('exams_free_is_zero', sql`NOT ${t.isFree} OR ${t.price} = 0`),
    check('exams_status_known', itemStatusCheck(t.status)),
  ],
);
