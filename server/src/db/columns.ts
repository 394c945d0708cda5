import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

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
