import type { BillingData, PaymobTransaction } from '../../lib/paymob/protocol';
import type { SandboxCredentials } from './credentials';
import type { IntentionRow, TransactionRow } from './repository';

/** The transaction object as callbacks and the inquiry carry it (paymob.md §4.1), with the fields we fill. */
export type SandboxTransaction = PaymobTransaction & {
  parent_transaction: number | null;
  is_void: boolean;
  is_refund: boolean;
  refunded_amount_cents: number;
  is_live: false;
  data: { message: string; txn_response_code: string };
  payment_key_claims: { extra: Record<string, unknown>; billing_data: BillingData };
};

/** One builder for the callback, the inquiry and the refund/void answers, so they always agree. */
export function toPaymobTransaction(
  transaction: TransactionRow,
  intention: IntentionRow,
  credentials: SandboxCredentials,
): SandboxTransaction {
  return {
    id: transaction.id,
    pending: transaction.pending,
    amount_cents: transaction.amountCents,
    success: transaction.success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: transaction.isVoided,
    is_refunded: transaction.isRefunded,
    is_3d_secure: true,
    integration_id: transaction.integrationId,
    has_parent_transaction: transaction.parentTransactionId !== null,
    parent_transaction: transaction.parentTransactionId,
    is_void: transaction.isVoid,
    is_refund: transaction.isRefund,
    refunded_amount_cents: transaction.refundedAmountCents,
    error_occured: false,
    owner: credentials.merchantId,
    created_at: transaction.createdAtText,
    currency: transaction.currency,
    is_live: false,
    order: {
      id: intention.orderId,
      merchant_order_id: intention.specialReference,
      amount_cents: intention.amountCents,
    },
    source_data: { pan: transaction.pan, type: transaction.sourceType, sub_type: transaction.sourceSubType },
    data: { message: transaction.message, txn_response_code: transaction.txnResponseCode },
    payment_key_claims: {
      extra: (intention.extras ?? {}) as Record<string, unknown>,
      billing_data: intention.billingData as BillingData,
    },
  };
}

/**
 * `created_at` as Paymob writes it: no offset, microseconds (paymob.md §5). It is signed as is, so
 * it is stored as text. Paymob's time zone is not documented; the sandbox writes UTC.
 */
export function paymobTimestamp(): string {
  const micros = BigInt(Math.floor((performance.timeOrigin + performance.now()) * 1000));
  const date = new Date(Number(micros / 1000n));
  return `${date.toISOString().slice(0, 19)}.${String(micros % 1_000_000n).padStart(6, '0')}`;
}
