import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the sign-in screens (login, forgot and reset password) (issue 26 §2). */
export const t = messages(en);
