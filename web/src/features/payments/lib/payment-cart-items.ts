import { type CartItem, paymentItemType } from '@the-gate/contract/cart';
import type { PaymentCartItem } from '@the-gate/contract/payments';

/**
 * The cart as the payment calls take it (A§3, PAY-04, PAY-06, PAY-07): type, id and quantity of
 * each line, and the licence of an "Add seats" line; never a price (PAY-09): the server prices the
 * order from its own data.
 */
export function toPaymentCartItems(items: readonly CartItem[]): PaymentCartItem[] {
  return items.map((line) => ({
    itemType: paymentItemType(line.type),
    itemId: line.id,
    quantity: line.quantity,
    // "Add seats" (issue 27 §5): the seats are for this licence, priced per seat like the item.
    ...(line.licenceId !== undefined && { licenceId: line.licenceId }),
  }));
}
