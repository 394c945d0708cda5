import { messages } from '@/lib/i18n';
import en from './home/locales/en.json';

/** The home page's first block and services carousel (issue 26 §2): a landing page, so its texts stay few and ship with it alone. */
export const t = messages(en);
