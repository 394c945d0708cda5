import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';
import { PAYMENT_ITEM_TYPES } from './payment-rules';

/**
 * The buyer's own orders (issue 25 §7): GET /api/payments/me and its query. Money in piastres
 * (`…Cents`, integers), as every API of issue 25 speaks it.
 */

export const myOrderLineSchema = z.object({
  itemType: z.enum(PAYMENT_ITEM_TYPES),
  itemId: z.int(),
  /** The title when it was bought. */
  title: z.string(),
  quantity: z.int(),
  unitPriceCents: z.int(),
  lineTotalCents: z.int(),
});
export type MyOrderLine = z.infer<typeof myOrderLineSchema>;

export const myOrderSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** `orderStatus` of contract/order-status.ts: Completed, Pending, Failed, Refunded, Partially refunded. */
  status: z.enum(ORDER_STATUSES),
  subtotalCents: z.int(),
  discountCents: z.int(),
  promoCode: z.string().nullable(),
  /** What was charged: the subtotal less the discount. */
  amountCents: z.int(),
  /** What Paymob has confirmed refunded so far. */
  refundedCents: z.int(),
  lines: z.array(myOrderLineSchema),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

/** `?page=` from 1; a page past the end answers an empty `items`. */
export const myOrdersQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int({ error: 'page must be a whole number from 1.' })
    .min(1, { error: 'page must be a whole number from 1.' })
    .max(100_000, { error: 'page must be at most 100000.' })
    .default(1),
});

export const myOrdersResponseSchema = z.object({
  items: z.array(myOrderSchema),
  totalCount: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;
