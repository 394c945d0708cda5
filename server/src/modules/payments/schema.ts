import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from '../../db/columns';
import { users } from '../auth/schema';

/** Promo codes (issue 8 §10, AMB-30): a percentage or a fixed amount off, within a window and a limit. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored in capitals; matched after trimming and upper-casing what was typed. */
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    /** Percent (1 to 100) or EGP. */
    value: money('value').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Null: unlimited. Counts completed payments and payments still under way. */
    usageLimit: integer('usage_limit'),
    /** Uses by one account, counted as `usageLimit` is; null: unlimited (issue 25 §4). */
    perCustomerLimit: integer('per_customer_limit'),
    /** The smallest subtotal (before the discount) the code applies to, in EGP; null: none (issue 25 §4). */
    minimumOrder: money('minimum_order'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** Set on every back-office change: the edit form sends it back so two editors do not overwrite each other. */
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_codes_kind_known', sql`${t.kind} IN ('percent', 'fixed')`),
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check('promo_codes_percent_at_most_100', sql`${t.kind} <> 'percent' OR ${t.value} <= 100`),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('promo_codes_usage_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
    check('promo_codes_per_customer_limit_positive', sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0`),
    check('promo_codes_minimum_order_positive', sql`${t.minimumOrder} IS NULL OR ${t.minimumOrder} > 0`),
  ],
);

/** Payments, backend contract §2.11: Pending -> Completed | Failed, both terminal. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentReference: text('payment_reference').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('Pending'),
    /** What is charged: subtotal less the discount (contract §5.2). */
    amount: money('amount').notNull(),
    subtotal: money('subtotal').notNull().default(0),
    discount: money('discount').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    currency: text('currency').notNull().default('EGP'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    street1: text('street1').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('EG'),
    paymentMethod: text('payment_method'),
    failureReason: text('failure_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    provider: text('provider'),
    /** Paymob's order id (`intention_order_id`): callbacks are matched on it (paymob.md §5). */
    providerOrderId: text('provider_order_id'),
    providerIntentionId: text('provider_intention_id'),
    providerTransactionId: text('provider_transaction_id'),
    providerPayload: jsonb('provider_payload'),
    /**
     * Set when Paymob's inquiry confirms a full refund or a void: the grants are revoked and never
     * come back (issue 22 §1).
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** What Paymob's inquiry says has been refunded so far; a partial refund keeps the grants. */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /**
     * A signed callback claimed a refund or void and the inquiry could not be had: the payment job
     * asks again from this time on, until Paymob answers (issue 22 §1).
     */
    reversalCheckDueAt: timestamp('reversal_check_due_at', { withTimezone: true, mode: 'date' }),
    /** The receipt outbox (issue 8 §9): claimed by one sender, sent once. */
    receiptClaimedAt: timestamp('receipt_claimed_at', { withTimezone: true, mode: 'date' }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true, mode: 'date' }),
    /** The last time the provider was asked about this payment (reconcile on read, expiry job). */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status_known', sql`${t.status} IN ('Pending', 'Completed', 'Failed')`),
    check('payments_currency_egp', sql`${t.currency} = 'EGP'`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
    check('payments_discount_not_negative', sql`${t.discount} >= 0`),
    check('payments_refunded_within_amount', sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`),
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'Pending'`),
    index('payments_reversal_check_idx').on(t.reversalCheckDueAt).where(sql`${t.reversalCheckDueAt} IS NOT NULL`),
    index('payments_receipt_outbox_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'Completed' AND ${t.receiptSentAt} IS NULL`),
  ],
);

export const paymentItems = pgTable(
  'payment_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    titleSnapshot: text('title_snapshot').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
    /**
     * An "Add seats" line (issue 27 §3): the buyer's licence these seats are added to. It grants no item,
     * it raises the licence's seats. Null for a purchase, which makes a licence of `quantity` seats.
     */
    licenceId: integer('licence_id'),
  },
  (t) => [
    check('payment_items_type_known', sql`${t.itemType} IN ('Material', 'MaterialGroup', 'Course', 'Exam')`),
    check('payment_items_quantity_positive', sql`${t.quantity} >= 1`),
    index('payment_items_payment_idx').on(t.paymentId),
  ],
);

/**
 * What happened to a payment, oldest first (issue 25 §1): initiation, every verified callback and
 * browser return, every inquiry answer that changed something, the outcome, refunds and receipts.
 * Written in the transaction that makes the change; the back office reads it as the timeline.
 * Payments made before this table existed get a timeline from their own columns (admin-detail.ts).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    /** One of contract PAYMENT_TIMELINE_KINDS. */
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    /** The member of staff who did it; null for the buyer, Paymob and the server's own jobs. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their e-mail as it was, as the audit log keeps it (the users table is the auth module's). */
    actorEmail: text('actor_email'),
    data: jsonb('data'),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.at, t.id)],
);

/**
 * Refunds and voids asked for in the back office (issue 25 §2). Requested until Paymob's inquiry shows
 * the payment refunded at least that far (then Confirmed), or Refused when Paymob says no or does not
 * answer. At most one is Requested per payment at a time: a double click makes one refund.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('Requested'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** Their e-mail as it was, as the audit log keeps it. */
    requestedByEmail: text('requested_by_email').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The refund's or void's own Paymob transaction, once Paymob accepted it. */
    providerTransactionId: text('provider_transaction_id'),
    /** Paymob's refusal, or why it was not made. */
    message: text('message'),
    /** The refund e-mail's outbox, as the receipts': claimed by one sender, sent once. */
    emailClaimedAt: timestamp('email_claimed_at', { withTimezone: true, mode: 'date' }),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payment_refunds_kind_known', sql`${t.kind} IN ('refund', 'void')`),
    check('payment_refunds_status_known', sql`${t.status} IN ('Requested', 'Confirmed', 'Refused')`),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
    index('payment_refunds_payment_idx').on(t.paymentId, t.id),
    uniqueIndex('payment_refunds_one_open_idx').on(t.paymentId).where(sql`${t.status} = 'Requested'`),
    index('payment_refunds_email_outbox_idx')
      .on(t.confirmedAt)
      .where(sql`${t.status} = 'Confirmed' AND ${t.emailSentAt} IS NULL`),
  ],
);
