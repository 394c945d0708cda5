import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of My Materials and the dashboard's latest materials (issue 26 §2). */
export const t = messages(en);
