import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the cart drawer and its lines, which load with the drawer, not with every page (issue 26 §2, §7). */
export const t = messages(en);
