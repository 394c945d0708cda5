import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the account pages: the profile placeholder and the dashboard's "coming next" (issue 26 §2). */
export const t = messages(en);
