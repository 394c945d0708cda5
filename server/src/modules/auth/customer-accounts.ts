import type { StaffRole } from '@the-gate/contract/staff-rules';
import { and, asc, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import { sessions, users } from './schema';

/**
 * The back office's customers (issue 25 §3) in the accounts this module owns: finding them, their
 * live sessions, ending every session and disabling an account. Exported by the service as
 * `customerAccounts`; the callers audit each change in the same transaction.
 */

/** Ends every live session of the account at once; how many were ended. */
export async function endSessions(db: Database, userId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Disables or re-enables the account: a disabled one cannot sign in (ACCOUNT_DISABLED) and no
 * session of it is let in (selectLiveSession), while its data stays.
 */
export async function setActive(db: Database, userId: string, isActive: boolean): Promise<void> {
  await db.update(users).set({ isActive, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const customer = {
  id: users.id,
  email: users.email,
  username: users.username,
  name: fullName,
  phone: users.mobileNumber,
  country: users.country,
  createdAt: users.createdAt,
  isActive: users.isActive,
  staffRole: users.staffRole,
};

export type CustomerAccount = {
  id: string;
  email: string;
  username: string;
  name: string;
  phone: string;
  country: string;
  createdAt: Date;
  isActive: boolean;
  staffRole: StaffRole | null;
};

/** A search that looks like a phone number: digits with spaces, "+", "-" or brackets. */
const PHONE_LIKE = /^[\d\s+\-()]+$/;

/**
 * Name, e-mail or username containing `q`, ignoring case; and when `q` looks like a phone number
 * (three digits or more), the phone's digits containing its digits: "0100 123" finds +20100123…, as
 * the stored +20 number's digits hold the local 0100… (contract/src/phone.ts).
 */
function customerSearch(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const digits = term.replace(/\D/g, '');
  const phone =
    PHONE_LIKE.test(term) && digits.length >= 3
      ? sql`regexp_replace(${users.mobileNumber}, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`
      : undefined;
  return or(ilike(fullName, pattern), ilike(users.email, pattern), ilike(users.username, pattern), phone);
}

/** One page of the accounts matching `q`, newest first, and how many match in all. */
export async function searchAccounts(
  db: Database,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: CustomerAccount[]; totalCount: number }> {
  const where = customerSearch(q);
  const rows = await db
    .select(customer)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows, totalCount: total?.count ?? 0 };
}

/** The account with this id, active or not; undefined for an unknown or malformed id (never a database error). */
export async function customerById(db: Database, id: string): Promise<CustomerAccount | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select(customer).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The sessions that would still be let in (repository.ts selectLiveSession's rule), newest first; never a token. */
export function liveSessions(db: Database, userId: string) {
  return db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`, sql`now() - interval '14 days'`),
      ),
    )
    .orderBy(desc(sessions.createdAt));
}
