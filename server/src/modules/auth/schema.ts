import type { Locale } from '@the-gate/contract/locales';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/** Users, backend contract §2.2–2.3; the enumerations live in contract/. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    title: smallint('title').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: smallint('gender').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    country: text('country').notNull(),
    department: text('department'),
    serviceInterests: smallint('service_interests').notNull(),
    referralSource: smallint('referral_source').notNull(),
    communicationPreferences: smallint('communication_preferences').notNull().default(0),
    profilePictureUrl: text('profile_picture_url'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The back-office role (issue 24 §1), null for customers. Text with a CHECK rather than a code:
     * the audit log, the CLI and SQL read it as the contract names it (decision in README "Back office").
     */
    staffRole: text('staff_role').$type<StaffRole>(),
    /**
     * The language the account's mail is written in (issue 26 §6): the sign-up's `Accept-Language`,
     * then whatever the language switch sets (`PUT /api/me/language`).
     */
    preferredLanguage: text('preferred_language').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Unique ignoring case (contract §2.2): one index on lower(...) per column.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_known', sql`${t.role} IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)`),
    check('users_staff_role_known', sql`${t.staffRole} IN ('owner', 'manager', 'editor')`),
    check('users_preferred_language_known', sql`${t.preferredLanguage} IN ('en', 'ar')`),
    // Finds the staff, and the owners the last-owner rule counts, without reading every customer.
    index('users_staff_role_idx').on(t.staffRole).where(sql`${t.staffRole} IS NOT NULL`),
    check('users_gender_known', sql`${t.gender} IN (0, 1, 2)`),
    check('users_service_interests_range', sql`${t.serviceInterests} BETWEEN 1 AND 31`),
    check('users_referral_source_range', sql`${t.referralSource} BETWEEN 0 AND 4`),
    check('users_communication_range', sql`${t.communicationPreferences} BETWEEN 0 AND 15`),
  ],
);

/** Opaque bearer tokens, stored only as a SHA-256 hash (ARCHITECTURE: auth). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account and per address, in the database so that every process behind a
 * load balancer counts the same failures (ARCHITECTURE: stateless processes). Keys are
 * `account:<lower(userNameOrEmail)>` and `ip:<address>`.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});
