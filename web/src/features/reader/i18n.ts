import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the focused reader: its bar, page controls, zoom and states (issue 26 §2). */
export const t = messages(en);
