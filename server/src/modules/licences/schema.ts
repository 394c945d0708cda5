import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/schema';
import { payments } from '../payments/schema';

/**
 * A licence (issue 27 §3): one paid line of a completed payment, for `seats` people. The buyer holds
 * one seat; the others go to whoever the buyer invites. "Add seats" payments raise `seats`
 * (licence_seat_purchases). A refund of the purchase ends it: `endedAt` is set and every other seat goes.
 */
export const licences = pgTable(
  'licences',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The purchase that made it; its holders' access is recorded with this payment as the source. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The purchase's reference, as My Licences and the stamped files say it (it never changes). */
    paymentReference: text('payment_reference').notNull(),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    title: text('title').notNull(),
    seats: integer('seats').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('licences_payment_item_unique').on(t.paymentId, t.itemType, t.itemId),
    index('licences_buyer_idx').on(t.buyerUserId),
    check('licences_item_type_known', sql`${t.itemType} IN ('Material', 'MaterialGroup', 'Course', 'Exam')`),
    check('licences_seats_positive', sql`${t.seats} >= 1`),
  ],
);

/** Seats bought later for a licence ("Add seats"): one row per payment, so a repeated grant adds nothing. */
export const licenceSeatPurchases = pgTable(
  'licence_seat_purchases',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.licenceId] }),
    check('licence_seat_purchases_seats_positive', sql`${t.seats} >= 1`),
  ],
);

/**
 * One seat: the e-mail it was given to (lower case), and the account once accepted. Never more rows
 * than the licence's seats: an invite counts them with the licence row locked.
 */
export const licenceSeats = pgTable(
  'licence_seats',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    isBuyer: boolean('is_buyer').notNull().default(false),
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('licence_seats_licence_email_unique').on(t.licenceId, t.email),
    index('licence_seats_email_idx').on(t.email),
    index('licence_seats_user_idx').on(t.userId),
    check('licence_seats_status_known', sql`${t.status} IN ('Invited', 'Active')`),
    check('licence_seats_active_has_user', sql`${t.status} = 'Invited' OR ${t.userId} IS NOT NULL`),
  ],
);

/** A buyer's named group of people ("Year 6 teachers", issue 27 §4). */
export const licenceGroups = pgTable(
  'licence_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('licence_groups_owner_name_unique').on(t.ownerUserId, sql`lower(${t.name})`)],
);

export const licenceGroupMembers = pgTable(
  'licence_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => licenceGroups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.email] })],
);

/** The licences a group was given a seat of, each member one seat; a course counts them (assignedGroupsCount). */
export const licenceGroupGrants = pgTable(
  'licence_group_grants',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => licenceGroups.id, { onDelete: 'cascade' }),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.licenceId] }), index('licence_group_grants_licence_idx').on(t.licenceId)],
);
