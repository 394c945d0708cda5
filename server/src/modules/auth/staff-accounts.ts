import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { hashPassword } from './passwords';
import { users } from './schema';

/**
 * The staff role column of `users` (issue 24 §1). This module owns the table; the staff module reads
 * and changes roles only through these functions (exported by the service as `staffAccounts`).
 */

export type StaffAccount = { id: string; email: string; fullName: string; staffRole: StaffRole | null };

const account = {
  id: users.id,
  email: users.email,
  fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  staffRole: users.staffRole,
};

/** Any fixed number: every change of roles takes this one lock, so the last-owner check cannot race. */
const STAFF_ROLES_LOCK = 240_001;

/**
 * Serialises changes of staff roles until the transaction ends (PostgreSQL and PGlite alike): two
 * owners demoting each other at once cannot both see "another owner is left".
 */
export async function lockStaffRoles(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_ROLES_LOCK})`);
}

/** The account with this e-mail, ignoring case (the unique index's rule). */
export async function accountByEmail(db: Database, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select(account)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account with this id; undefined for an unknown or malformed id (never a database error). */
export async function accountById(db: Database, id: string): Promise<StaffAccount | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select(account).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Every account holding a role, owners first, then by e-mail. */
export function listStaffAccounts(db: Database) {
  return db
    .select(account)
    .from(users)
    .where(isNotNull(users.staffRole))
    .orderBy(
      sql`CASE ${users.staffRole} WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`,
      asc(sql`lower(${users.email})`),
    ) as Promise<(StaffAccount & { staffRole: StaffRole })[]>;
}

/** How many owners there are: the last one may not lose the role. */
export async function countOwners(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.staffRole, 'owner'));
  return row?.count ?? 0;
}

/** Gives the account `role`, or takes its role away (null); callers audit it in the same transaction. */
export async function setStaffRole(db: Database, userId: string, role: StaffRole | null): Promise<void> {
  await db.update(users).set({ staffRole: role, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/**
 * A new account for a member of staff who has none (OWNER_EMAIL, the demo owner): the password
 * hashed with argon2id as at sign-up, placeholders for the profile a customer would fill in.
 */
export async function createStaffAccount(
  db: Database,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<StaffAccount> {
  const local =
    input.email
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}._-]/gu, '')
      .slice(0, 20) || 'staff';
  const [row] = await db
    .insert(users)
    .values({
      username: `${local}-${randomBytes(3).toString('hex')}`,
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      // Not one of the self-registration types (REG-43): an account the shop made for its staff.
      role: 1,
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: '1970-01-01',
      gender: 0,
      mobileNumber: '',
      country: 'Egypt',
      serviceInterests: 1,
      referralSource: 0,
    })
    .returning(account);
  return row!;
}
