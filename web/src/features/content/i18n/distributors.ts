import { messages } from '@/lib/i18n';
import en from './distributors/locales/en.json';

/** The Distributors page's texts (issue 26 §2); the distributors themselves come from the API as they are. */
export const t = messages(en);
