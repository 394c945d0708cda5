import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the shop's layout: bar, menu, footer and the page-level states (issue 26 §2). */
export const t = messages(en);
