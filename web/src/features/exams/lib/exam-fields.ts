import type { NewCartItem } from '@the-gate/contract/cart';
import type { Exam } from '@the-gate/contract/exams';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { t } from '../i18n';
import { EXAM_PARAMS } from './filter-exams';

/** "Free" for a free exam whatever its stored price (EX-11), otherwise the EGP price (GLB-14). */
export function examPrice(exam: Pick<Exam, 'isFree' | 'price'>): string {
  return exam.isFree ? t('free') : formatPrice(exam.price);
}

/** An exam in the cart is a line of type 'exam'; checkout pays it as itemType Exam (issue 10). */
export function examCartItem(exam: Exam): NewCartItem {
  return {
    type: 'exam',
    id: exam.id,
    title: exam.title,
    price: exam.price,
    isFree: exam.isFree,
    thumbnailPath: exam.thumbnailPath,
    yearGroup: exam.yearGroup,
    subject: exam.subject,
  };
}

/** A route id: a positive whole number written in digits only, or null (no request is sent for it). */
export function parseExamId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** "1 question" / "25 questions". */
export const questionsLabel = (count: number) => t('questions', { count });

/**
 * "60 minutes", as the server writes `duration` (its English text), from `durationMinutes`, so
 * Arabic can count the minutes with its own plural forms (issue 26 §2).
 */
export const durationLabel = (exam: Pick<Exam, 'durationMinutes'>) => t('duration', { minutes: exam.durationMinutes });

/** An exam's difficulty (Beginner, Standard, Advanced) in this language. */
export const difficultyLabel = (exam: Pick<Exam, 'difficulty'>) => t('difficulty', { level: exam.difficulty });

/** `/the-gate-exams?year=Year%205`: the list with one year chosen, where the year-level page links (YL-04). */
export const examsForYearHref = (yearGroup: string) =>
  `${paths.exams.href()}?${EXAM_PARAMS.year}=${encodeURIComponent(yearGroup)}`;
