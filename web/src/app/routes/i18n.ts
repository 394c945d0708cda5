import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts the app's own routes write (issue 26 §2); a feature's page translates itself. */
export const t = messages(en);
