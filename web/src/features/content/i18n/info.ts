import { messages } from '@/lib/i18n';
import en from './info/locales/en.json';

/** The Information Center's texts (issue 26 §2), shipped with that page alone. */
export const t = messages(en);
