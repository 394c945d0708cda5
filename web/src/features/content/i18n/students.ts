import { messages } from '@/lib/i18n';
import en from './students/locales/en.json';

/** The student resources landing's texts (issue 26 §2), shipped with that page alone. */
export const t = messages(en);
