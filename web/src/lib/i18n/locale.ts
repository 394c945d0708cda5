import { directionOf, LOCALE_PREFIX, type Locale } from '@the-gate/contract/locales';

/**
 * The language of this build of the shop (issue 26, decision 026): each language is built on its
 * own, so this is a constant, and code for the other language is dropped from the bundle.
 */
export const LOCALE: Locale = __GATE_LOCALE__;

/** `ltr` or `rtl`: what the page's `<html dir>` says, and what Radix and the carousels are told. */
export const DIRECTION = directionOf(LOCALE);

/** The address prefix of this language's pages (`/ar`, or none for English): the router's base. */
export const LOCALE_BASE = LOCALE_PREFIX[LOCALE];

/** The BCP 47 tag numbers, prices and dates are formatted with (Latin digits in Arabic, decision 026). */
export const FORMAT_LOCALE = LOCALE === 'ar' ? 'ar-EG-u-nu-latn' : 'en-US';
