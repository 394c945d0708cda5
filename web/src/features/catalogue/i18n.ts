import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the catalogue's pages: materials, their filters, detail and year pages (issue 26 §2). */
export const t = messages(en);

export { yearLabel, yearNumber } from '@/lib/year-label';

/** A skill as this language names it (Reading → القراءة); other subject names are data, shown as they are. */
export function skillLabel(name: string): string {
  return t('skill', { key: name.replace(/\s+/g, ''), name });
}
