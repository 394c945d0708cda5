import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the bar's cart button, on every page (issue 26 §2); the drawer's are its own (drawer/i18n.ts). */
export const t = messages(en);
