import { messages } from '@/lib/i18n';
import en from './coming-soon/locales/en.json';

/** The payments placeholder's texts (issue 26 §2), shipped with that page alone. */
export const t = messages(en);
