import type { GrantItemType } from '@the-gate/contract/admin-customers-rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/**
 * Items the shop gave a customer without payment (issue 25 §3): a school's free copy, a complaint.
 * Each grant gives exactly what a payment for the item would; revoking one takes back only what no
 * completed payment and no other active grant covers (decision 021). `granted_by` and `revoked_by`
 * are the staff member's e-mail, as the audit log names them. Rows are never deleted: a revoked
 * grant keeps who and when.
 */
export const staffGrants = pgTable(
  'staff_grants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<GrantItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    reason: text('reason').notNull(),
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    check('staff_grants_item_type_known', sql`${t.itemType} IN ('Material', 'MaterialGroup', 'Course', 'Exam')`),
    check('staff_grants_revoked_together', sql`(${t.revokedAt} IS NULL) = (${t.revokedBy} IS NULL)`),
    index('staff_grants_user_idx').on(t.userId),
  ],
);
