import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of checkout and the payment result page (issue 26 §2). */
export const t = messages(en);
