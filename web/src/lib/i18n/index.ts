/**
 * The shop's languages in the web app (issue 26, decision 026): which one this build speaks and the
 * translate function of a folder's catalogue. Rich-text messages are `@/lib/i18n/message`, not
 * re-exported here: @lingui/react counts as having side effects, so a re-export would put it in the
 * base every page loads, used or not (bench:web).
 */
export { DIRECTION, FORMAT_LOCALE, LOCALE, LOCALE_BASE } from './locale';
export { type MessageValues, messages, type Translate } from './messages';
