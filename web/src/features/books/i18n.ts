import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the digital books' pages: the list, its filters, a book and the carousel (issue 26 §2). */
export const t = messages(en);

export { yearLabel } from '@/lib/catalogue-labels';
