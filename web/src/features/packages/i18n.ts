import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the packages' pages: the year picker, a year's tiers and a package (issue 26 §2). */
export const t = messages(en);

export { yearLabel, yearNumber } from '@/lib/year-label';

/** A skill heading of an include list (a `Sub-strand` value, or "Other") in this language. */
export function skillLabel(name: string): string {
  return t('skill', { key: name.replace(/\s+/g, ''), name });
}

/** A package section ("Practice Sheets", a MaterialPackageType value) in this language; others as they are. */
export function sectionLabel(label: string): string {
  return t('section', { name: label.replace(/\s+/g, ''), label });
}
