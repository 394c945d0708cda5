const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const amountTwoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A price as the store shows it: "Free" when 0 or missing, otherwise EGP with thousands
 * separators, e.g. "EGP 1,500" or "EGP 149.99" (A§9, GLB-14, GLB-16; placement AMB-27).
 */
export function formatPrice(price: number | null | undefined): string {
  return !price ? 'Free' : `EGP ${amount.format(price)}`;
}

/** Always two decimals, e.g. "EGP 1,500.00" (the checkout total, A§9). */
export function formatMoney(value: number): string {
  return `EGP ${amountTwoDecimals.format(value)}`;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Long US format, e.g. "March 3, 2025" (B§2, BD-05). */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
