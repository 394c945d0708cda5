import type { AdminPayment } from './api';
import { formatCents, parseEgpToCents } from './money';

/** The smallest refund Paymob is asked for: EGP 1.00 (the API's rule). */
export const MIN_REFUND_CENTS = 100;
/** The longest reason the API keeps. */
export const MAX_REASON_LENGTH = 500;

type Facts = Pick<AdminPayment, 'amountCents' | 'refundableCents' | 'canVoid'>;

/**
 * Why a typed amount cannot be refunded, or null: checked before sending, in the server's words
 * where it has some (issue 25 §2: the total refunded never exceeds what was paid).
 */
export function refundAmountError(text: string, payment: Facts): string | null {
  const cents = parseEgpToCents(text);
  if (text.trim() === '') return 'Enter the amount to refund.';
  if (cents === null) return 'Enter the amount in EGP, like 150.00.';
  if (cents < MIN_REFUND_CENTS) return `The smallest refund is ${formatCents(MIN_REFUND_CENTS)}.`;
  if (cents > payment.refundableCents)
    return `The refund is more than what is left to refund (${formatCents(payment.refundableCents)}).`;
  return null;
}

/** A void, not a refund: the whole payment, on the day it completed, nothing refunded yet (the server decides the same way). */
export const isVoid = (cents: number, payment: Facts) => payment.canVoid && cents === payment.amountCents;

/**
 * What a refund of `cents` will do, said plainly before it is confirmed: a void or a refund to the
 * card, and whether the items leave the buyer's library (all that is left: yes; part of it: no).
 */
export function refundSentence(cents: number, payment: Facts): string {
  const amount = formatCents(cents);
  if (isVoid(cents, payment))
    return `Void the payment of ${amount}: Paymob cancels it today and the buyer's card is not charged. A full refund removes the items from their library.`;
  if (cents === payment.refundableCents)
    return `Refund ${amount} to the buyer's card. A full refund removes the items from their library.`;
  return `Refund ${amount} to the buyer's card. A partial refund keeps the items in their library.`;
}
