import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the catalogue's pages: materials, their filters, detail and year pages (issue 26 §2). */
export const t = messages(en);

export { skillLabel, yearLabel, yearNumber } from '@/lib/catalogue-labels';
