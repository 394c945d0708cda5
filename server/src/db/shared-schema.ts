import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the per-route abuse limits (sign-up, reset requests, forms, payment
 * initiation) and of the per-recipient reset-mail limit, in the database so that every process
 * counts the same requests and a restart forgets nothing (issue 13 §4). A fixed window per key:
 * the first request opens it, and it counts from zero again once `window_ends_at` has passed.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Secrets the server makes up itself when none is configured (the file-link signing secret, the
 * built-in Paymob sandbox's keys): made once, by whichever process starts first, and shared
 * through the database by every process (issue 13 §5).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
