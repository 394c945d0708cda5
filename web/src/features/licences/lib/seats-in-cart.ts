import { type CartItemType, sameItem } from '@the-gate/contract/cart';
import type { Licence } from '@the-gate/contract/licences';
import type { PaymentItemType } from '@the-gate/contract/payment-rules';
import type { CartContextValue } from '@/stores/cart/cart-store';

/**
 * The most seats one line may buy: the payment's `MAX_LINE_QUANTITY` (contract/payments.ts), said
 * again here because that module brings zod, which this page does without.
 */
export const MAX_SEATS_TO_ADD = 100;

/** The cart's name for a licence's item; a book and a package are one payment type, and the cart shows it as a package. */
const CART_TYPES = {
  Material: 'material',
  Course: 'course',
  MaterialGroup: 'package',
  Exam: 'exam',
} as const satisfies Record<PaymentItemType, CartItemType>;

/** A seat count as typed: a whole number from 1 to the cap, anything else the nearest that is. */
export function seatCount(value: string | number): number {
  const count = Math.floor(Number(value));
  if (!Number.isFinite(count) || count < 1) return 1;
  return Math.min(count, MAX_SEATS_TO_ADD);
}

/**
 * "Add seats" (issue 27 §5): a cart line for the licence, `count` seats more than it already held,
 * priced at the server's seat price, and the cart opened on it. Seats for a licence are a line of
 * their own (`sameItem` compares the licence), apart from a copy of the item in the same cart.
 */
export function addSeatsToCart(
  cart: Pick<CartContextValue, 'items' | 'add' | 'setQuantity'>,
  licence: Pick<Licence, 'id' | 'itemType' | 'itemId' | 'title'>,
  unitPrice: number,
  count: number,
) {
  const key = { type: CART_TYPES[licence.itemType], id: licence.itemId, licenceId: licence.id };
  const inCart = cart.items.find((line) => sameItem(line, key))?.quantity ?? 0;
  cart.add({ ...key, title: licence.title, price: unitPrice, isFree: false }, { open: true });
  cart.setQuantity(key, seatCount(inCart + count));
}
