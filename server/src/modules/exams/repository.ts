import { PUBLISHED } from '@the-gate/contract/item-status';
import { and, asc, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import { exams } from './schema';

/** `publishedOnly`: the shop's reads (issue 24 §2); a payment's grant reads what was paid for. */
export type ExamFilter = { ids?: number[]; yearGroup?: string; search?: string; publishedOnly?: boolean };

/** Exams on sale: those with a paper to hand over (decision 006). */
export function selectExams(db: Database, filter: ExamFilter) {
  const search = filter.search?.trim();
  return db
    .select()
    .from(exams)
    .where(
      and(
        isNotNull(exams.paperMaterialId),
        filter.publishedOnly ? eq(exams.status, PUBLISHED) : undefined,
        filter.ids !== undefined ? inArray(exams.id, filter.ids) : undefined,
        filter.yearGroup !== undefined ? eq(exams.yearGroup, filter.yearGroup) : undefined,
        search ? or(ilike(exams.title, likePattern(search)), ilike(exams.description, likePattern(search))) : undefined,
      ),
    )
    .orderBy(asc(exams.sortOrder), asc(exams.id));
}

export function selectExamIdsByPaper(db: Database, materialIds: number[]) {
  return db
    .select({ id: exams.id })
    .from(exams)
    .where(inArray(exams.paperMaterialId, materialIds))
    .orderBy(asc(exams.id));
}
