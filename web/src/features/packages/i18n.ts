import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the packages' pages: the year picker, a year's tiers and a package (issue 26 §2). */
export const t = messages(en);

export { skillLabel, yearLabel, yearNumber } from '@/lib/catalogue-labels';

/** A package section ("Practice Sheets", a MaterialPackageType value) in this language; others as they are. */
export function sectionLabel(label: string): string {
  return t('section', { name: label.replace(/\s+/g, ''), label });
}
