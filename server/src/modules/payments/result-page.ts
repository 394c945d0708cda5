import { DEFAULT_LOCALE, type Locale, localisedPath } from '@the-gate/contract/locales';
import { LANGUAGE_PARAM } from '../../lib/paymob/protocol';

/**
 * The result page of a payment in the language it was started in (issue 26 §2): an Arabic buyer
 * comes back to `/ar/payment-status`.
 */
export function resultPageUrl(publicUrl: string, reference: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${publicUrl}${localisedPath('/payment-status', locale)}?ref=${encodeURIComponent(reference)}`;
}

/**
 * Where Paymob sends the buyer's browser after paying (paymob.md §4.2): the shop's return route,
 * which checks the signature and then sends them on to the result page in the payment's language.
 */
export function returnUrl(publicUrl: string, locale: Locale): string {
  const base = `${publicUrl}/api/payments/paymob/return`;
  return locale === DEFAULT_LOCALE ? base : `${base}?${new URLSearchParams({ [LANGUAGE_PARAM]: locale })}`;
}
