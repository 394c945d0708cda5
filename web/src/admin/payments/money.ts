import { formatMoney } from '@/lib/format';

/**
 * Piastres as the shop writes money: "EGP 1,500.00" (formatMoney). Only for showing: a division
 * by 100 is exact enough to print two decimals, never to compute with.
 */
export const formatCents = (cents: number) => formatMoney(cents / 100);

/**
 * Piastres as an amount typed in EGP ("150.00"), for a form's starting value: worked out in whole
 * numbers, so what the form shows is what it will send back.
 */
export function centsToEgpText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${whole}.${rest}`;
}

/**
 * An amount typed in EGP as piastres, or null when it is not an amount: "12.34" → 1234, "12.3" →
 * 1230, "1,500" → 150000. Read digit by digit, never through a float (12.34 × 100 is 1233.9999…),
 * so a refund of EGP 12.34 asks Paymob for exactly 1234 (issue 25 §2).
 */
export function parseEgpToCents(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^EGP\s*/i, ''));
  if (!match) return null;
  const whole = Number((match[1] ?? '').replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}
