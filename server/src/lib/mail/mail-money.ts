import type { Locale } from '@the-gate/contract/locales';

const ENGLISH = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Egyptian Arabic with Latin digits and Intl's "ج.م." (decision 026; issue 26 §5). */
const ARABIC = new Intl.NumberFormat('ar-EG-u-nu-latn', { style: 'currency', currency: 'EGP' });

/**
 * An amount in pounds as a mail in `locale` writes it: `EGP 1,500.00`, or `1,500.00 ج.م.` in Arabic
 * (issue 26 §6). Only the writing changes, never the amount.
 */
export function mailMoney(pounds: number, locale: Locale): string {
  return locale === 'ar' ? ARABIC.format(pounds) : `EGP ${ENGLISH.format(pounds)}`;
}
