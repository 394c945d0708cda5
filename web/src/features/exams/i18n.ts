import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the exams' pages: the list, its filters and sort, an exam and the carousel (issue 26 §2). */
export const t = messages(en);

/** The number of "Year 5", for texts that name the year ("Year {n} Exams"); null for anything else. */
export function yearNumber(level: string): string | null {
  return /^Year (\d+)$/.exec(level)?.[1] ?? null;
}

/** A year as this language names it: "Year 5" → "الصف 5" (issue 26 §2); anything else as it is. */
export function yearLabel(level: string): string {
  const n = yearNumber(level);
  return n === null ? level : t('year', { n });
}

/** A skill used as an exam's subject (Reading → القراءة); other subjects are data, shown as they are. */
export function subjectLabel(name: string): string {
  return t('skill', { key: name.replace(/\s+/g, ''), name });
}

/** An exam's kind (Mock Exam → امتحان تجريبي); a kind the shop does not know is shown as it is. */
export function examTypeLabel(name: string): string {
  return t('examType', { key: name.replace(/\s+/g, ''), name });
}
