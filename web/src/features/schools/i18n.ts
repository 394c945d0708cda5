import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/**
 * The school pages' own interface texts (issue 26 §2): headings, links and states. The services'
 * and success stories' content is in `data/locales/`.
 */
export const t = messages(en);
