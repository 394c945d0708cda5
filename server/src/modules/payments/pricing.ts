import { PAYMENT_MESSAGES, type PaymentItemType, promoMinimumOrderMessage } from '@the-gate/contract/payment-rules';
import { type PaymentCartItem, type PaymentLine, paymentLineKey } from '@the-gate/contract/payments';
import { badRequest } from '../../lib/http-errors';
import type { SellableItem } from '../catalogue/service';

/** Where each item type is priced: the catalogue (materials, books, packages) or the courses. */
export type PriceBook = Record<PaymentItemType, (ids: number[]) => Promise<SellableItem[]>>;

/** Piastres, to add money without floating-point drift. */
export const toCents = (egp: number) => Math.round(egp * 100);
export const fromCents = (cents: number) => cents / 100;

/** Duplicate (itemType, itemId, licenceId) lines become one, quantities added (contract §5.2, AMB-09). */
export function mergeLines(items: PaymentCartItem[]): PaymentCartItem[] {
  const merged = new Map<string, PaymentCartItem>();
  for (const item of items) {
    const key = paymentLineKey(item);
    const existing = merged.get(key);
    if (existing) existing.quantity += item.quantity;
    else merged.set(key, { ...item });
  }
  return [...merged.values()];
}

/**
 * Every line priced from the server's own tables: `unitPrice = isFree ? 0 : price`, times the
 * quantity, which is the number of seats it buys (contract §3.3 steps 3-5; issue 27 §3). One unknown
 * or unsellable item refuses the whole cart.
 */
export async function priceLines(items: PaymentCartItem[], prices: PriceBook): Promise<PaymentLine[]> {
  const lines = mergeLines(items);
  const found = new Map<string, SellableItem>();
  for (const itemType of Object.keys(prices) as PaymentItemType[]) {
    const ids = lines.filter((line) => line.itemType === itemType).map((line) => line.itemId);
    if (ids.length === 0) continue;
    for (const item of await prices[itemType](ids)) found.set(`${itemType}:${item.id}`, item);
  }
  return lines.map((line) => {
    const item = found.get(`${line.itemType}:${line.itemId}`);
    if (!item) throw badRequest(PAYMENT_MESSAGES.itemsUnavailable);
    const unitCents = toCents(item.unitPrice);
    return {
      itemType: line.itemType,
      itemId: line.itemId,
      title: item.title,
      unitPrice: fromCents(unitCents),
      quantity: line.quantity,
      lineTotal: fromCents(unitCents * line.quantity),
      ...(line.licenceId !== undefined && { licenceId: line.licenceId }),
    };
  });
}

export type PromoRow = {
  id: number;
  code: string;
  kind: string;
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  minimumOrder: number | null;
  isActive: boolean;
};

/** How often a code has been used (completed or under way): by everyone, and by this buyer. */
export type PromoUses = { total: number; byBuyer: number };

/**
 * Why a code cannot be used now, in the words the buyer reads; null when it can. The minimum order
 * is checked on the subtotal before the discount (issue 25 §4).
 */
export function promoProblem(promo: PromoRow | undefined, uses: PromoUses, subtotal: number, now: Date): string | null {
  if (!promo?.isActive) return PAYMENT_MESSAGES.promoUnknown;
  if (promo.startsAt && promo.startsAt > now) return PAYMENT_MESSAGES.promoNotStarted;
  if (promo.endsAt && promo.endsAt <= now) return PAYMENT_MESSAGES.promoExpired;
  if (promo.usageLimit !== null && uses.total >= promo.usageLimit) return PAYMENT_MESSAGES.promoUsedUp;
  if (promo.perCustomerLimit !== null && uses.byBuyer >= promo.perCustomerLimit)
    return PAYMENT_MESSAGES.promoAlreadyUsed;
  const minimum = promo.minimumOrder === null ? 0 : toCents(promo.minimumOrder);
  if (subtotal < minimum) return promoMinimumOrderMessage(minimum);
  return null;
}

/** The discount in piastres: a percentage (rounded to the piastre) or a fixed amount, never above the subtotal. */
export function discountCents(promo: Pick<PromoRow, 'kind' | 'value'>, subtotalCents: number): number {
  const off = promo.kind === 'percent' ? Math.round((subtotalCents * promo.value) / 100) : toCents(promo.value);
  return Math.min(Math.max(off, 0), subtotalCents);
}

export function subtotalCents(lines: PaymentLine[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0);
}
