import { z } from 'zod';
import { isSingleLine, safeText } from './common';

/**
 * Field rules the back office's forms share (issue 24 §2): one line of
 * text, an optional line, a price in pounds. Every kind's contract (materials, groups, exams, courses) reads them here.
 */

export const MAX_PRICE = 1_000_000;
export const PRICE_MESSAGE = `The price must be a number of pounds from 0 to ${MAX_PRICE.toLocaleString('en')}, with at most two decimals.`;

/** A price in pounds with at most two decimals: what the money columns (numeric(12, 2)) keep. */
export const priceSchema = z
  .number({ error: PRICE_MESSAGE })
  .min(0, { error: PRICE_MESSAGE })
  .max(MAX_PRICE, { error: PRICE_MESSAGE })
  // Whole piastres, allowing for binary floating point: 19.99 * 100 is 1998.9999999999998.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: PRICE_MESSAGE });

/** One line of text: trimmed, required, at most `max` characters. */
export function requiredLine(label: string, max: number) {
  return safeText({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters long.` })
    .refine(isSingleLine, { error: `${label} must be on one line.`, abort: true });
}

/** An optional line of text: empty means none (null). */
export function optionalLine(label: string, max: number) {
  return safeText()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters long.` })
    .refine(isSingleLine, { error: `${label} must be on one line.`, abort: true })
    .nullable()
    .transform((value) => (value ? value : null));
}

/** HTML the server sanitises before storing it (lib/html.ts): scripts and event handlers never stay. */
export function htmlText(label: string, max = 100_000) {
  return safeText({ error: `${label} must be text.` }).max(max, {
    error: `${label} must be at most ${max.toLocaleString('en')} characters long.`,
  });
}

/** A whole number from `min` to `max`, named in its message. */
export function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max.toLocaleString('en')}.`;
  return z.int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'The order must be asc or desc.' });
