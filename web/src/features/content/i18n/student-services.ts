import { messages } from '@/lib/i18n';
import en from './student-services/locales/en.json';

/** The For Students year picker's texts (issue 26 §2), shipped with that page alone. */
export const t = messages(en);
