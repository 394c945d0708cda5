import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the exams' pages: the list, its filters and sort, an exam and the carousel (issue 26 §2). */
export const t = messages(en);

// An exam's subject is a skill (Reading → القراءة); other subjects are data, shown as they are.
export { skillLabel as subjectLabel, yearLabel, yearNumber } from '@/lib/catalogue-labels';

/** An exam's kind (Mock Exam → امتحان تجريبي); a kind the shop does not know is shown as it is. */
export function examTypeLabel(name: string): string {
  return t('examType', { key: name.replace(/\s+/g, ''), name });
}
