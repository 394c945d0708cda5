import { z } from 'zod';
import { safeText, strictQuery } from './common';
import { PAYMENT_ITEM_TYPES } from './payment-rules';

/**
 * The back office's sales report (issue 25 §8): Cairo days, both ends included, at most
 * `MAX_REPORT_DAYS` of them. Amounts are piastres.
 */

export const REPORT_TIME_ZONE = 'Africa/Cairo';
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30). */
function reportDate(name: string) {
  const message = `The ${name} date must be a date written YYYY-MM-DD, e.g. 2026-09-01.`;
  return safeText({ error: message }, message).refine(
    (value) => /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: message },
  );
}

/** How many days `from` to `to` holds, both included (dates as YYYY-MM-DD). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `GET /api/admin/reports/sales?from=&to=`. */
export const salesReportQuerySchema = strictQuery({ from: reportDate('from'), to: reportDate('to') })
  .refine((value) => value.to >= value.from, { error: 'The to date must be on or after the from date.' })
  .refine((value) => daysInRange(value.from, value.to) <= MAX_REPORT_DAYS, {
    error: `A report covers at most ${MAX_REPORT_DAYS} days.`,
  });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Completed payments' amounts, by the Cairo day they completed (refunded ones included). */
  totalRevenueCents: z.number(),
  /** How many payments completed. */
  payments: z.int(),
  /** What has been refunded of those payments. */
  refundedCents: z.number(),
  /** Revenue ÷ payments, rounded to the piastre; 0 without payments. */
  averageOrderCents: z.number(),
  /** Of the payments started in the range, the share that completed (0 to 1); 0 when none started. */
  completionRate: z.number(),
  /** Every day of the range, days without sales included. */
  days: z.array(z.object({ date: z.string(), revenueCents: z.number(), payments: z.int() })),
  /** The ten items that brought the most revenue (each line's share of what its payment charged). */
  bestSellers: z.array(
    z.object({
      itemType: z.enum(PAYMENT_ITEM_TYPES),
      itemId: z.int(),
      title: z.string(),
      quantity: z.int(),
      revenueCents: z.number(),
    }),
  ),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
