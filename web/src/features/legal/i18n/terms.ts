import { messages } from '@/lib/i18n';
import en from './terms/locales/en.json';

/**
 * The texts of the Terms of Service (issue 26 §2), in their own catalogue so they ship with that
 * page alone.
 * LEGAL REVIEW: terms/locales/ar.json is a translation for reference, awaiting the owner's legal
 * review; the Arabic page says so and links to the English text, which applies until then.
 */
export const t = messages(en);
