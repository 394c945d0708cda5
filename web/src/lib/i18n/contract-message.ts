import { translateMessage } from '@the-gate/contract/locales/translate-message';
import { LOCALE } from './locale';

/**
 * A message of the contract the web app shows itself (a reset link it can tell is broken, the
 * fallback when an answer carries no words), in the page's language (issue 26 §2). The English
 * build returns it as it is, and drops the map (LOCALE is a constant).
 */
export function contractMessage(message: string): string {
  return LOCALE === 'en' ? message : translateMessage(message, LOCALE);
}
