import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts the app's own routes write (issue 26 §2); a feature's page translates itself. */
export const t = messages(en);

/** "Year 5" as the page's language names it ("الصف 5"): the year levels are the contract's English names. */
export const yearName = (level: string) => t('yearLevel', { n: level.replace(/^Year\s+/, '') });
