import { ITEM_STATUSES, type ItemStatus } from '@the-gate/contract/item-status';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** Money in EGP, stored exactly as numeric(12,2) and read back as a JS number. */
export const money = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12, 2)',
  fromDriver: (value) => Number(value),
  toDriver: (value) => value.toFixed(2),
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);

/**
 * An item's Draft/Published/Archived status (issue 24 §2). Existing rows and the seed default to
 * published, so adding the column changes nothing in the shop; each table checks the three values.
 */
export const itemStatus = () => text('status').$type<ItemStatus>().notNull().default('published');

/** The CHECK each item table puts on its status: one of contract ITEM_STATUSES. */
export const itemStatusCheck = (column: SQLWrapper) =>
  sql`${column} IN (${sql.raw(ITEM_STATUSES.map((status) => `'${status}'`).join(', '))})`;
