import { messages } from '@/lib/i18n';
import en from './teachers/locales/en.json';

/** The Teachers' Hub's texts (issue 26 §2), shipped with that page alone. */
export const t = messages(en);
