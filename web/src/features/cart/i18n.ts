import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the cart: its drawer, its lines and the bar's cart button (issue 26 §2). */
export const t = messages(en);
