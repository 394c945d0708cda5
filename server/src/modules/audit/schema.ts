import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change made through the back office, the start-up and the command line (issue 24 §5): who
 * (`actor`: the staff member's e-mail, or `system`), when, what, and the values before and after.
 * Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  // The log is read newest first, a page at a time; id breaks ties within one transaction's `now()`.
  (t) => [index('audit_log_newest_idx').on(t.at.desc(), t.id.desc())],
);
