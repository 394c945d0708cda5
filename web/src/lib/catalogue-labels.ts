import { messages } from './i18n';
import en from './locales/catalogue-labels.en.json';

/**
 * The catalogue's own words as the page's language names them (issue 26 §2): year levels and skills
 * are the catalogue's English names (a `levels` tag, a `Sub-strand` value, a facet, an exam's
 * subject). Any other value is data, shown as it is. One module for both, as the pages that show
 * one mostly show the other.
 */
const t = messages(en);

/** The number of a year level ("Year 5" → "5"), for texts that name the year ("Year {n} Exams"); null for anything else. */
export function yearNumber(level: string): string | null {
  return /^Year (\d+)$/.exec(level.trim())?.[1] ?? null;
}

/** A year level: "Year 5", "الصف 5". */
export function yearLabel(level: string): string {
  const n = yearNumber(level);
  return n === null ? level : t('year', { n });
}

/** A skill: Reading → القراءة. */
export function skillLabel(name: string): string {
  return t('skill', { key: name.replace(/\s+/g, ''), name });
}
