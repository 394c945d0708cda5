import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from '../../db/columns';
import { users } from '../auth/schema';

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
    amount: money('amount').notNull(),
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
    providerOrderId: text('provider_order_id'),
    providerTransactionId: text('provider_transaction_id'),
    providerPayload: jsonb('provider_payload'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status_known', sql`${t.status} IN ('Pending', 'Completed', 'Failed')`),
    check('payments_currency_egp', sql`${t.currency} = 'EGP'`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
    index('payments_user_idx').on(t.userId),
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
  },
  (t) => [
    check('payment_items_type_known', sql`${t.itemType} IN ('Material', 'MaterialGroup', 'Course')`),
    check('payment_items_quantity_positive', sql`${t.quantity} >= 1`),
    index('payment_items_payment_idx').on(t.paymentId),
  ],
);
