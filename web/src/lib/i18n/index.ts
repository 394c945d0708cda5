/**
 * The shop's languages in the web app (issue 26, decision 026): which one this build speaks, the
 * translate function of a folder's catalogue, and rich-text messages.
 */
export { DIRECTION, FORMAT_LOCALE, LOCALE, LOCALE_BASE } from './locale';
export { Message } from './message';
export { type MessageValues, messages, type Translate } from './messages';
