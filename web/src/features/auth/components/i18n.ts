import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/**
 * The texts of the navigation bar's account corner (Log in, Sign up, the avatar menu) (issue 26 §2):
 * a catalogue of its own, since the bar is on every page and the sign-in screens' texts need not be.
 */
export const t = messages(en);
