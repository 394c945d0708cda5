import { CURRENCY } from '@the-gate/contract/payment-rules';
import type { PaymentLine } from '@the-gate/contract/payments';
import type { BillingData, IntentionRequest } from '../../../lib/paymob/protocol';
import { toCents } from '../pricing';
import type { PaymentRow } from '../repository';

const NA = 'NA';

/** Paymob wants a first and a last name (paymob.md §2.1): the last word is the last name. */
function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { first: words[0]!, last: words[0]! };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1)! };
}

/** The billing data from the checkout form; what the form does not ask for is "NA", as Paymob allows. */
export function billingDataOf(payment: PaymentRow): BillingData {
  const { first, last } = splitName(payment.customerName);
  return {
    first_name: first,
    last_name: last,
    email: payment.customerEmail,
    phone_number: payment.customerPhone,
    street: payment.street1,
    building: NA,
    floor: NA,
    apartment: NA,
    city: payment.city,
    state: NA,
    country: payment.country,
    postal_code: NA,
  };
}

type Targets = { integrationIds: number[]; notificationUrl: string; redirectionUrl: string };

/**
 * The intention for a payment (paymob.md §2.1): amounts in piastres, our reference as
 * `special_reference`, and per-payment callback and return URLs. Items carry line amounts whose
 * sum is the total; with a discount that no longer holds, so the order goes as one line then.
 */
export function intentionFor(
  payment: PaymentRow,
  priced: { lines: PaymentLine[]; amount: number; discount: number },
  targets: Targets,
): IntentionRequest {
  const items =
    priced.discount > 0
      ? [{ name: `The Gate order ${payment.paymentReference}`, amount: priced.amount, quantity: 1 }]
      : priced.lines
          // A free line in a paid order adds nothing to the total; Paymob needs no zero-amount item.
          .filter((line) => line.unitPrice > 0)
          // One item per line at its line total: whether Paymob reads `amount` as a unit or a line
          // amount (paymob.md §2.1, unsettled), quantity 1 makes the items add up to the total.
          .map((line) => ({
            name: (line.quantity > 1 ? `${line.title} (${line.quantity} seats)` : line.title).slice(0, 255),
            amount: toCents(line.lineTotal),
            quantity: 1,
          }));
  return {
    amount: priced.amount,
    currency: CURRENCY,
    payment_methods: targets.integrationIds,
    items,
    billing_data: billingDataOf(payment),
    special_reference: payment.paymentReference,
    notification_url: targets.notificationUrl,
    redirection_url: targets.redirectionUrl,
    extras: { paymentReference: payment.paymentReference },
  };
}
