import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/**
 * The blog's own words around the posts (issue 26 §2): headings, "min read", pagination, empty and
 * error states. The posts themselves (titles, text, authors, category names) stay as written.
 */
export const t = messages(en);
