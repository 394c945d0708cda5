import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymobTransaction } from './protocol';

/**
 * HMAC-SHA512 over 20 fixed fields, concatenated with no separator, as lowercase hex
 * (shared/paymob.md §5). Booleans are `true`/`false`, a missing value is the empty string, and
 * `created_at` is used exactly as received. The list is fixed: never sort whatever keys arrived.
 */
export const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

export type HmacField = (typeof HMAC_FIELDS)[number];

/** The query keys of the GET browser return: flat, with the order id under `order` (paymob.md §4.2). */
const QUERY_KEY: Partial<Record<HmacField, string>> = { 'order.id': 'order' };

function render(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** One signed value of a callback's transaction object (`order.id` reads `obj.order.id`). */
export function signedValue(obj: unknown, dotted: HmacField): unknown {
  let value: unknown = obj;
  for (const part of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The string that is signed, for a transaction object of a POST callback. */
export function concatenateTransaction(obj: unknown): string {
  return HMAC_FIELDS.map((field) => render(signedValue(obj, field))).join('');
}

/** The string that is signed, for the query of a GET return (`order`, falling back to `order_id`). */
export function concatenateQuery(query: URLSearchParams): string {
  return HMAC_FIELDS.map((field) => {
    const key = QUERY_KEY[field] ?? field;
    const value = query.get(key) ?? (field === 'order.id' ? query.get('order_id') : null);
    return value ?? '';
  }).join('');
}

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha512', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of a received HMAC with the expected one. */
export function hmacMatches(secret: string, message: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{128}$/i.test(received)) return false;
  const expected = Buffer.from(hmacHex(secret, message), 'utf8');
  const given = Buffer.from(received.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The GET return's query for a transaction, as Paymob flattens it (paymob.md §4.2), with its HMAC. */
export function transactionQuery(obj: PaymobTransaction, secret: string): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of HMAC_FIELDS) {
    query.set(QUERY_KEY[field] ?? field, render(signedValue(obj, field)));
  }
  query.set('merchant_order_id', render(obj.order.merchant_order_id));
  query.set('data.message', render(obj.data?.message));
  query.set('txn_response_code', render(obj.data?.txn_response_code));
  query.set('hmac', hmacHex(secret, concatenateTransaction(obj)));
  return query;
}
