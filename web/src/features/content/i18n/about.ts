import { messages } from '@/lib/i18n';
import en from './about/locales/en.json';

/** The About page's texts (issue 26 §2), shipped with that page alone. */
export const t = messages(en);
