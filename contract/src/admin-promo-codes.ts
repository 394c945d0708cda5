import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin-catalogue-rules';
import { optionalLine, wholeNumber } from './admin-fields';
import { booleanString, pageNumber, safeText, searchString, strictQuery } from './common';

/**
 * The back office's promo codes (issue 25 §4): the list with each code's uses and revenue, and what
 * creating and changing a code takes. Amounts are piastres (`…Cents`), as every API of issue 25.
 */

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const PROMO_CODE_MESSAGE = 'The code must be 3 to 32 letters, digits, hyphens or underscores.';
export const ONE_DISCOUNT_MESSAGE = 'Give either a percentage off or an amount off, not both.';
export const ENDS_AFTER_STARTS_MESSAGE = 'The end must be after the start.';
/** A fixed discount or a minimum order: up to the largest price (EGP 1,000,000), in piastres. */
export const MAX_PROMO_CENTS = 100_000_000;

/** An amount in piastres, said in pounds: the form takes EGP, the API piastres, one message for both. */
const cents = (label: string) => {
  const message = `${label} must be an amount from EGP 0.01 to EGP 1,000,000.00.`;
  return z.int({ error: message }).min(1, { error: message }).max(MAX_PROMO_CENTS, { error: message });
};

/** Stored in capitals, as the checkout matches it (trimmed, upper-cased). */
const codeSchema = safeText({ error: PROMO_CODE_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(PROMO_CODE_PATTERN, { error: PROMO_CODE_MESSAGE }));

/** An ISO date-time of the years 1000 to 9999 (PostgreSQL stores those), or null for none. */
const momentSchema = (label: string) =>
  safeText({ error: `${label} must be a date and time, e.g. 2026-09-01T00:00:00Z.` })
    .refine((value) => /^[1-9]\d{3}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      error: `${label} must be a date and time, e.g. 2026-09-01T00:00:00Z.`,
    })
    .nullable();

const fields = {
  code: codeSchema,
  percentOff: wholeNumber('The percentage off', 1, 100),
  amountOffCents: cents('The amount off'),
  startsAt: momentSchema('The start'),
  endsAt: momentSchema('The end'),
  usageLimit: wholeNumber('The usage limit', 1, 1_000_000).nullable(),
  perCustomerLimit: wholeNumber('The limit per customer', 1, 1_000_000).nullable(),
  minimumOrderCents: cents('The minimum order').nullable(),
  active: z.boolean({ error: 'active must be true or false.' }),
  description: optionalLine('The description', 200),
};

type Window = { startsAt?: string | null; endsAt?: string | null };
const endsAfterStarts = (value: Window) =>
  !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);
type Discount = { percentOff?: number | null; amountOffCents?: number | null };
const notBoth = (value: Discount) => value.percentOff == null || value.amountOffCents == null;

/** `POST /api/admin/promo-codes` → `201 { id }`: exactly one of `percentOff` and `amountOffCents`. */
export const createPromoCodeRequestSchema = z
  .object({
    ...fields,
    percentOff: fields.percentOff.nullable().optional(),
    amountOffCents: fields.amountOffCents.nullable().optional(),
    startsAt: fields.startsAt.optional(),
    endsAt: fields.endsAt.optional(),
    usageLimit: fields.usageLimit.optional(),
    perCustomerLimit: fields.perCustomerLimit.optional(),
    minimumOrderCents: fields.minimumOrderCents.optional(),
    description: fields.description.optional(),
  })
  .refine(notBoth, { error: ONE_DISCOUNT_MESSAGE, path: ['amountOffCents'] })
  .refine((value) => value.percentOff != null || value.amountOffCents != null, {
    error: 'Give a percentage off or an amount off.',
    path: ['percentOff'],
  })
  .refine(endsAfterStarts, { error: ENDS_AFTER_STARTS_MESSAGE, path: ['endsAt'] });
export type CreatePromoCodeRequest = z.infer<typeof createPromoCodeRequestSchema>;

/**
 * `PATCH /api/admin/promo-codes/{id}`: any subset; sending `percentOff` or `amountOffCents` makes the
 * code that kind ("deactivate" is `active: false`). `expectedUpdatedAt` is the `updatedAt` the form
 * was opened with: a code changed since is a 409.
 */
export const patchPromoCodeRequestSchema = z
  .object({
    ...fields,
    expectedUpdatedAt: safeText().refine((value) => !Number.isNaN(Date.parse(value)), {
      error: 'expectedUpdatedAt must be the updatedAt the promo code was read with.',
    }),
  })
  .partial()
  .refine(notBoth, { error: ONE_DISCOUNT_MESSAGE, path: ['amountOffCents'] })
  .refine(endsAfterStarts, { error: ENDS_AFTER_STARTS_MESSAGE, path: ['endsAt'] });
export type PatchPromoCodeRequest = z.infer<typeof patchPromoCodeRequestSchema>;

/** `GET /api/admin/promo-codes?q=&active=&page=&pageSize=`: `q` is part of the code or description. */
export const adminPromoCodesQuerySchema = strictQuery({
  q: searchString.optional(),
  active: booleanString('active').optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type AdminPromoCodesQuery = z.infer<typeof adminPromoCodesQuerySchema>;

/** One promo code as the back office shows it, with what completed payments made of it. */
export const adminPromoCodeSchema = z.object({
  id: z.int(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.int().nullable(),
  perCustomerLimit: z.int().nullable(),
  minimumOrderCents: z.int().nullable(),
  active: z.boolean(),
  description: z.string().nullable(),
  /** Completed payments that used the code (refunded ones included). */
  usedCount: z.int(),
  /** What those payments charged, in piastres. */
  revenueCents: z.number(),
  /** What the code took off those payments, in piastres. */
  discountGivenCents: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminPromoCodeListSchema = z.object({ items: z.array(adminPromoCodeSchema), totalCount: z.int() });
export type AdminPromoCodeList = z.infer<typeof adminPromoCodeListSchema>;
