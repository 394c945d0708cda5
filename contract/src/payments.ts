import { z } from 'zod';
import { oneLine, safeText } from './common';
import {
  CHECKOUT_MESSAGES,
  CURRENCY,
  DEFAULT_COUNTRY,
  PAYMENT_ITEM_TYPES,
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
} from './payment-rules';
import { normalizePhone } from './phone';

/**
 * Checkout and payments: requests, responses and the texts users see (A§3, A§5, A§8; backend
 * contract §3.3, §3.4). The checkout form and the server validate with the same schemas, so both
 * give the same words for the same mistake.
 */

/** "shape {email}, no spaces" (A§5, AMB-41): something@something.something, no white space. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required one-line field: its label is the message's first word(s), "Name is required" -> "Name". */
const requiredText = (message: string, max: number) =>
  safeText({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .refine(...oneLine(message.replace(/ is required$/, '')))
    .max(max, { error: `${message.replace(/ is required$/, '')} must be at most ${max} characters long.` });

/**
 * `customerDetails` (A§3, PAY-08). The phone may be typed with spaces or in the Egyptian local form
 * (01xxxxxxxxx): the output is the number to send, e.g. +201001234567 (ARCHITECTURE decision).
 */
export const customerDetailsSchema = z.strictObject(
  {
    name: requiredText(CHECKOUT_MESSAGES.nameRequired, 200),
    email: safeText({ error: CHECKOUT_MESSAGES.emailRequired })
      .trim()
      .min(1, { error: CHECKOUT_MESSAGES.emailRequired, abort: true })
      .max(254, { error: CHECKOUT_MESSAGES.emailInvalid, abort: true })
      .regex(EMAIL_SHAPE, { error: CHECKOUT_MESSAGES.emailInvalid }),
    phone: safeText({ error: CHECKOUT_MESSAGES.phoneRequired })
      .trim()
      .min(1, { error: CHECKOUT_MESSAGES.phoneRequired, abort: true })
      .refine(...oneLine('Phone number'))
      .transform((value, ctx) => {
        const phone = normalizePhone(value);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
    street1: requiredText(CHECKOUT_MESSAGES.streetRequired, 300),
    city: requiredText(CHECKOUT_MESSAGES.cityRequired, 100),
    country: safeText()
      .regex(/^[A-Z]{2}$/, { error: 'The country must be a two-letter code such as EG.' })
      .default(DEFAULT_COUNTRY),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;
export type CustomerDetails = z.output<typeof customerDetailsSchema>;

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 100;

const QUANTITY_MESSAGE = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;

export const paymentCartItemSchema = z.strictObject({
  itemType: z.enum(PAYMENT_ITEM_TYPES, { error: 'itemType must be Material, Course, MaterialGroup or Exam.' }),
  itemId: z
    .int({ error: 'itemId must be a positive whole number.' })
    .min(1, { error: 'itemId must be a positive whole number.' })
    .max(2_147_483_647, { error: 'itemId must be a positive whole number.' }),
  quantity: z
    .int({ error: QUANTITY_MESSAGE })
    .min(1, { error: QUANTITY_MESSAGE })
    .max(MAX_LINE_QUANTITY, { error: QUANTITY_MESSAGE }),
  /**
   * "Add seats" (issue 27 §3): the buyer's licence of this item that `quantity` more seats are for.
   * Without it a line buys the item, as `quantity` seats: the buyer's and the ones they give away.
   */
  licenceId: z
    .int({ error: 'licenceId must be a positive whole number.' })
    .min(1, { error: 'licenceId must be a positive whole number.' })
    .max(2_147_483_647, { error: 'licenceId must be a positive whole number.' })
    .optional(),
});
export type PaymentCartItem = z.infer<typeof paymentCartItemSchema>;

/** Lines are merged by item and licence: seats for a licence are not a purchase of the item. */
export const paymentLineKey = (item: Pick<PaymentCartItem, 'itemType' | 'itemId' | 'licenceId'>) =>
  `${item.itemType}:${item.itemId}:${item.licenceId ?? ''}`;

/**
 * The cap holds for an item, not for a line: duplicate lines are merged before pricing (contract
 * §5.2), so two lines that add up past it are refused as one line over it would be (issue 22 §6).
 */
const cartItemsSchema = z
  .array(paymentCartItemSchema, { error: PAYMENT_MESSAGES.emptyCart })
  .min(1, { error: PAYMENT_MESSAGES.emptyCart })
  .max(MAX_CART_LINES, { error: `A cart can hold at most ${MAX_CART_LINES} lines.` })
  .superRefine((items, ctx) => {
    const totals = new Map<string, number>();
    items.forEach((item, index) => {
      const key = paymentLineKey(item);
      const total = (totals.get(key) ?? 0) + item.quantity;
      totals.set(key, total);
      if (total > MAX_LINE_QUANTITY)
        ctx.addIssue({ code: 'custom', message: QUANTITY_MESSAGE, path: [index, 'quantity'] });
    });
  });

/** A promo code as typed: case and surrounding spaces do not matter. */
export const promoCodeField = safeText({ error: PAYMENT_MESSAGES.promoUnknown })
  .trim()
  .max(40, { error: PAYMENT_MESSAGES.promoUnknown })
  .transform((code) => code.toUpperCase());

/** POST /api/payments/initiate (A§3, A§7, PAY-04): ids and quantities only, never a price (PAY-09). */
export const initiatePaymentRequestSchema = z.strictObject(
  {
    cartItems: cartItemsSchema,
    currency: z.literal(CURRENCY, { error: 'The currency must be EGP.' }),
    customerDetails: customerDetailsSchema,
    /** Beyond PAY-19 on purpose (issue 8): priced by the server. */
    promoCode: promoCodeField.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);
export type InitiatePaymentRequest = z.input<typeof initiatePaymentRequestSchema>;

export const initiatePaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentReference: z.string(),
  paymentUrl: z.string(),
  amount: z.number(),
  currency: z.literal(CURRENCY),
});
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponseSchema>;

/** POST /api/payments/quote: what the order will cost, with a promo code, before paying. */
export const quoteRequestSchema = z.strictObject({
  cartItems: cartItemsSchema,
  promoCode: promoCodeField.optional(),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const paymentLineSchema = z.object({
  itemType: z.enum(PAYMENT_ITEM_TYPES),
  itemId: z.int(),
  title: z.string(),
  unitPrice: z.number(),
  quantity: z.int(),
  lineTotal: z.number(),
  /** An "Add seats" line: the licence the seats are for. */
  licenceId: z.int().optional(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

/**
 * A quoted line, as it will be charged: the unit price times the seats (issue 27 §3). A book or
 * package the buyer partly owns is sold whole at its price; the counts let the drawer say so first.
 */
export const quoteLineSchema = paymentLineSchema.extend({
  /** How many of its materials the buyer already owns; only when some but not all. */
  ownedCount: z.int().optional(),
  /** How many materials it holds, with `ownedCount`. */
  totalCount: z.int().optional(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteResponseSchema = z.object({
  success: z.literal(true),
  lines: z.array(quoteLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  amount: z.number(),
  currency: z.literal(CURRENCY),
  promoCode: z.string().nullable(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** GET /api/payments/{reference}/status (A§3, contract §3.4); the extras show the order. */
export const paymentStatusSchema = z.object({
  paymentReference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.literal(CURRENCY),
  /** `status == "Completed"` (AMB-06). */
  success: z.boolean(),
  completedAt: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  promoCode: z.string().nullable(),
  items: z.array(paymentLineSchema),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusSchema>;

export const paymentReferenceParams = z.strictObject({
  reference: safeText().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'This payment reference is not valid.' }),
});

/** GET /api/payments/mode: whether payments go to the built-in sandbox, so checkout can say so (issue 22 §4). */
export const paymentModeSchema = z.object({ testMode: z.boolean() });
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/** Every /api/payments failure (contract §1.4). */
export const paymentFailureSchema = z.object({ success: z.literal(false), message: z.string() });
