import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the shared components: buttons, states, filters, the form kit, carousels (issue 26 §2). */
export const t = messages(en);
