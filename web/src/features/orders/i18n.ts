import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of My Orders: the list, each order's card and status, its receipt, its states (issue 26 §2). */
export const t = messages(en);
