import { messages } from '@/lib/i18n';
import en from './contact/locales/en.json';

/** The Contact page's texts (issue 26 §2), shipped with that page alone. */
export const t = messages(en);
