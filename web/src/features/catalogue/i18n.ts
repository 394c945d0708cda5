import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the catalogue's pages: materials, their filters, detail and year pages (issue 26 §2). */
export const t = messages(en);

/**
 * A year as this language names it: "Year 5" → "الصف 5" in Arabic (issue 26 §2). The value is the
 * catalogue's own spelling (a `levels` tag, a grade facet); anything that is not "Year N" is shown
 * as it is.
 */
export function yearLabel(level: string): string {
  const n = yearNumber(level);
  return n === null ? level : t('year', { n });
}

/** The number of "Year 5", for texts that name the year in a sentence ("Year {n} Materials"). */
export function yearNumber(level: string): string | null {
  return /^Year (\d+)$/.exec(level)?.[1] ?? null;
}

/** A skill as this language names it (Reading → القراءة); other subject names are data, shown as they are. */
export function skillLabel(name: string): string {
  return t('skill', { key: name.replace(/\s+/g, ''), name });
}
