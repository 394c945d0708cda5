import { messages } from '@/lib/i18n';
import en from './document/locales/en.json';

/**
 * The texts both legal pages share: the date line and, on Arabic pages, the notice that the
 * English text binds (issue 26 §2).
 * LEGAL REVIEW: the Arabic legal texts (document/, terms/, privacy/ under this folder) await the
 * owner's legal review; until then each Arabic page says the English text is the one that applies.
 */
export const t = messages(en);
