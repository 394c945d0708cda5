import { messages } from './i18n';
import en from './locales/year-label.en.json';

const t = messages(en);

/** The number of a year level ("Year 5" → "5"), for texts that name the year ("Year {n} Exams"); null for anything else. */
export function yearNumber(level: string): string | null {
  return /^Year (\d+)$/.exec(level.trim())?.[1] ?? null;
}

/**
 * A year level as the page's language names it: "Year 5", "الصف 5" (issue 26 §2). The levels are
 * the catalogue's English names (a `levels` tag, a grade facet); anything else is shown as it is.
 */
export function yearLabel(level: string): string {
  const n = yearNumber(level);
  return n === null ? level : t('year', { n });
}
