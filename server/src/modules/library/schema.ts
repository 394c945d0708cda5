import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { materials } from '../catalogue/schema';

/** A user's library entry, backend contract §2.9. */
export const userMaterials = pgTable(
  'user_materials',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    addedDate: timestamp('added_date', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    lastAccessedDate: timestamp('last_accessed_date', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    isFavorite: boolean('is_favorite').notNull().default(false),
    sourcePaymentId: integer('source_payment_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.materialId] })],
);
