import type { PaymentLine } from '@the-gate/contract/payments';

/**
 * A payment result as the result page shows it (A§3 "Payment status", PS-19). `status` is kept as
 * received: what it means is `paymentOutcome`'s business (PS-17, PS-18).
 */
export type PaymentResult = {
  paymentReference: string;
  status: string | null;
  amount: number | null;
  currency: string;
  completedAt: string | null;
  paymentMethod: string | null;
  failureReason: string | null;
  /** The order, present only on a result the server sent. */
  createdAt: string | null;
  subtotal: number | null;
  discount: number | null;
  promoCode: string | null;
  items: PaymentLine[];
};

export type PaymentOutcome = 'Completed' | 'Failed' | 'Pending' | 'Unknown';

/**
 * Completed, Failed and Pending as written; no status at all is Unknown (PS-18); any other value,
 * "completed" in lower case too, is Pending (PS-17, AMB-35 c): only the exact word grants success.
 */
export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  if (status === null || status === undefined || status === '') return 'Unknown';
  if (status === 'Completed' || status === 'Failed') return status;
  return 'Pending';
}

/** Default currency of a result (A§9, PS-03). */
const DEFAULT_CURRENCY = 'EGP';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const money = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function readLines(value: unknown): PaymentLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is PaymentLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof line.title === 'string' &&
      money(line.quantity) !== null &&
      money(line.lineTotal) !== null,
  );
}

/**
 * The body of GET /api/payments/{reference}/status, read field by field: a missing or odd field
 * must not break the page (a missing status is the Unknown screen, PS-18).
 */
export function readServerResult(body: unknown, reference: string): PaymentResult {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    paymentReference: text(value.paymentReference) ?? reference,
    status: typeof value.status === 'string' ? value.status : null,
    amount: money(value.amount),
    currency: text(value.currency) ?? DEFAULT_CURRENCY,
    completedAt: text(value.completedAt),
    paymentMethod: text(value.paymentMethod),
    failureReason: text(value.failureReason),
    createdAt: text(value.createdAt),
    subtotal: money(value.subtotal),
    discount: money(value.discount),
    promoCode: text(value.promoCode),
    items: readLines(value.items),
  };
}

function fromParams(params: URLSearchParams): PaymentResult | null {
  const reference = params.get('ref');
  const status = params.get('status');
  if (!reference || !status) return null;
  const amount = params.get('amount');
  return {
    paymentReference: reference,
    status,
    amount: amount === null || amount.trim() === '' ? null : money(Number(amount)),
    currency: params.get('currency') || DEFAULT_CURRENCY,
    completedAt: null,
    paymentMethod: 'Gateway',
    failureReason: null,
    createdAt: null,
    subtotal: null,
    discount: null,
    promoCode: null,
    items: [],
  };
}

/**
 * PS-02, PS-03 (AMB-04): when the query, or else the hash, carries both `ref` and `status` (and
 * maybe `amount`, `currency`), the result is built from them and the server is not asked. Such a
 * result is unverified: anyone can type it, so it never clears the cart nor the pending payment
 * (PS-20, reading 2; ARCHITECTURE: only the server grants access, from a verified callback).
 */
export function resultFromAddress(search: string, hash: string): PaymentResult | null {
  return fromParams(new URLSearchParams(search)) ?? fromParams(new URLSearchParams(hash.replace(/^#/, '')));
}
