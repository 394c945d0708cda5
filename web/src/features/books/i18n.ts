import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the digital books' pages: the list, its filters, a book and the carousel (issue 26 §2). */
export const t = messages(en);

/** A year as this language names it: "Year 5" → "الصف 5" (issue 26 §2); anything else as it is. */
export function yearLabel(level: string): string {
  const n = /^Year (\d+)$/.exec(level)?.[1];
  return n === undefined ? level : t('year', { n });
}
