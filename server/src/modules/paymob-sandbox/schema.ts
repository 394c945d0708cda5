import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The built-in Paymob sandbox keeps its intentions and transactions in the database, so a payment
 * started before a restart (or on another instance) can still be paid and reported.
 */
/** Paymob order ids: nine digits, like the real ones. */
export const paymobSandboxOrderIds = pgSequence('paymob_sandbox_order_ids', { startWith: 217_500_001 });

export const paymobSandboxIntentions = pgTable(
  'paymob_sandbox_intentions',
  {
    /** `pi_test_…`, as Paymob's intention ids look. */
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    /** Paymob's order id (`intention_order_id`), from its own sequence. */
    orderId: bigint('order_id', { mode: 'number' }).notNull().unique(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    specialReference: text('special_reference').notNull().unique(),
    notificationUrl: text('notification_url'),
    redirectionUrl: text('redirection_url'),
    paymentMethods: jsonb('payment_methods').notNull(),
    items: jsonb('items').notNull(),
    billingData: jsonb('billing_data').notNull(),
    extras: jsonb('extras'),
    /** intended -> paid | declined | cancelled; a declined one may be paid on a later try. */
    status: text('status').notNull().default('intended'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [
    check('paymob_sandbox_intentions_status_known', sql`${t.status} IN ('intended', 'paid', 'declined', 'cancelled')`),
  ],
);

export const paymobSandboxTransactions = pgTable(
  'paymob_sandbox_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 190_000_001 }),
    intentionId: text('intention_id')
      .notNull()
      .references(() => paymobSandboxIntentions.id),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    parentTransactionId: bigint('parent_transaction_id', { mode: 'number' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    success: boolean('success').notNull(),
    pending: boolean('pending').notNull().default(false),
    isRefund: boolean('is_refund').notNull().default(false),
    isVoid: boolean('is_void').notNull().default(false),
    isRefunded: boolean('is_refunded').notNull().default(false),
    isVoided: boolean('is_voided').notNull().default(false),
    /** On a payment: the running total of its refunds, which may be several partial ones (paymob.md §6). */
    refundedAmountCents: bigint('refunded_amount_cents', { mode: 'number' }).notNull().default(0),
    integrationId: integer('integration_id').notNull(),
    sourceType: text('source_type').notNull(),
    sourceSubType: text('source_sub_type').notNull(),
    pan: text('pan').notNull(),
    message: text('message').notNull(),
    txnResponseCode: text('txn_response_code').notNull(),
    /** Exactly as sent in callbacks (it is part of the HMAC). */
    createdAtText: text('created_at_text').notNull(),
  },
  (t) => [index('paymob_sandbox_transactions_order_idx').on(t.orderId, t.id)],
);
