import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Distributors: the spec hard-codes them, we serve them (ARCHITECTURE decisions). */
export const distributors = pgTable('distributors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  imageKey: text('image_key'),
  description: text('description').notNull().default(''),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const distributorLocations = pgTable(
  'distributor_locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    address: text('address').notNull(),
    phones: text('phones').array().notNull().default(sql`'{}'::text[]`),
    mapUrl: text('map_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('distributor_locations_distributor_idx').on(t.distributorId)],
);
