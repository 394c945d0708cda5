import type { FastifyPluginAsync } from 'fastify';
import { findIntention, latestPaymentOfOrder, type Reversal, recordReversal, type TransactionRow } from './repository';
import type { SandboxDeps } from './routes';
import { requireSecretKey } from './token-auth';
import { toPaymobTransaction } from './transactions';

const NOT_FOUND = { detail: 'Not found.' };
const REQUIRED = 'This field is required.';
const NOT_INTEGER = 'A valid integer is required.';

const body = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** An id as Paymob's API takes it: a JSON integer or its digits as a string. */
function integerOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** Paymob's business day: Cairo's calendar. */
const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', dateStyle: 'short' });

/** The Cairo day of a transaction's `created_at`, which the sandbox writes in UTC without an offset. */
const dayOf = (createdAtText: string) => cairoDay.format(new Date(`${createdAtText.slice(0, 23)}Z`));

/**
 * Only a successful payment can be reversed (paymob.md §7): voided once and wholly, before any refund,
 * and only a card payment of the same business day (before it settles); refunded in parts, as long as
 * the refunds add up to no more than it.
 */
function reversalRefusal(parent: TransactionRow, reversal: Reversal, now = new Date()): string | null {
  const action = reversal.kind === 'refund' ? 'refunded' : 'voided';
  if (parent.isRefund || parent.isVoid) return `A refund or void transaction cannot be ${action}.`;
  if (!parent.success) return `Only a successful transaction can be ${action}.`;
  if (parent.isVoided) return 'This transaction has already been voided.';
  const left = parent.amountCents - parent.refundedAmountCents;
  if (reversal.kind === 'void' ? parent.isRefunded : left <= 0) return 'This transaction has already been refunded.';
  if (reversal.kind === 'void' && parent.sourceType !== 'card') return 'Only card transactions can be voided.';
  if (reversal.kind === 'void' && dayOf(parent.createdAtText) !== cairoDay.format(now)) {
    return 'This transaction can no longer be voided: it has been settled. Refund it instead.';
  }
  if (reversal.kind === 'refund' && reversal.amountCents > parent.amountCents) {
    return 'The refund amount exceeds the transaction amount.';
  }
  if (reversal.kind === 'refund' && reversal.amountCents > left) {
    return 'The refund amount exceeds what is left to refund.';
  }
  return null;
}

/** Transaction inquiry, refund and void (paymob.md §7), with the secret key as `Authorization: Token`. */
export const transactionApiRoutes: FastifyPluginAsync<SandboxDeps> = async (app, { db, credentials, callbacks }) => {
  app.addHook('preHandler', requireSecretKey(credentials.secretKey));

  app.post('/api/ecommerce/orders/transaction_inquiry', async (request, reply) => {
    const { order_id: orderId, merchant_order_id: merchantOrderId } = body(request.body);
    let by: { orderId: number } | { specialReference: string };
    if (orderId !== undefined && orderId !== null) {
      const id = integerOf(orderId);
      if (id === undefined) return reply.code(400).send({ order_id: [NOT_INTEGER] });
      by = { orderId: id };
    } else if (typeof merchantOrderId === 'string' && merchantOrderId.trim() !== '') {
      by = { specialReference: merchantOrderId.trim() };
    } else {
      return reply.code(400).send({ detail: 'Send order_id or merchant_order_id.' });
    }
    const intention = await findIntention(db, by);
    const transaction = intention && (await latestPaymentOfOrder(db, intention.orderId));
    if (!intention || !transaction) return reply.code(404).send(NOT_FOUND);
    return toPaymobTransaction(transaction, intention, credentials);
  });

  /**
   * The reversal is answered at once and reported by callback afterwards, not awaited: the shop may
   * hold a lock on its payment while it calls us, and its callback handler would wait for that lock.
   */
  async function reverse(transactionId: number, reversal: Reversal) {
    const result = await recordReversal(db, transactionId, reversal, (parent) => reversalRefusal(parent, reversal));
    if (result === 'not-found') return { status: 404, body: NOT_FOUND };
    if ('refused' in result) return { status: 400, body: { detail: result.refused } };
    const obj = toPaymobTransaction(result.transaction, result.intention, credentials);
    if (result.intention.notificationUrl) void callbacks.send(result.intention.notificationUrl, obj);
    return { status: 200, body: obj };
  }

  app.post('/api/acceptance/void_refund/refund', async (request, reply) => {
    const fields = body(request.body);
    const transactionId = integerOf(fields.transaction_id);
    const amountCents = integerOf(fields.amount_cents);
    const errors: Record<string, string[]> = {};
    if (transactionId === undefined) errors.transaction_id = [fields.transaction_id == null ? REQUIRED : NOT_INTEGER];
    if (amountCents === undefined) errors.amount_cents = [fields.amount_cents == null ? REQUIRED : NOT_INTEGER];
    else if (amountCents < 1) errors.amount_cents = ['Ensure this value is greater than or equal to 1.'];
    if (Object.keys(errors).length > 0) return reply.code(400).send(errors);
    const { status, body: answer } = await reverse(transactionId!, { kind: 'refund', amountCents: amountCents! });
    return reply.code(status).send(answer);
  });

  app.post('/api/acceptance/void_refund/void', async (request, reply) => {
    const fields = body(request.body);
    const transactionId = integerOf(fields.transaction_id);
    if (transactionId === undefined) {
      return reply.code(400).send({ transaction_id: [fields.transaction_id == null ? REQUIRED : NOT_INTEGER] });
    }
    const { status, body: answer } = await reverse(transactionId, { kind: 'void' });
    return reply.code(status).send(answer);
  });
};
