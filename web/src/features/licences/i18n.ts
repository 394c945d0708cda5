import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of My Licences and the invitation screen: cards, seats, forms, states (issue 27 §5). */
export const t = messages(en);
