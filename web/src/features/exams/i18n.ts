import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the exams' pages: the list, its filters and sort, an exam and the carousel (issue 26 §2). */
export const t = messages(en);

export { yearLabel, yearNumber } from '@/lib/year-label';

/** A skill used as an exam's subject (Reading → القراءة); other subjects are data, shown as they are. */
export function subjectLabel(name: string): string {
  return t('skill', { key: name.replace(/\s+/g, ''), name });
}

/** An exam's kind (Mock Exam → امتحان تجريبي); a kind the shop does not know is shown as it is. */
export function examTypeLabel(name: string): string {
  return t('examType', { key: name.replace(/\s+/g, ''), name });
}
