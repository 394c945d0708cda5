import { and, gt, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { authThrottle } from './schema';

/**
 * Failed sign-ins are counted in the database, so every process counts the same failures (issue
 * 13 §4): per account from one address, and per address. Within a 15-minute window, 10 failures on
 * one account from one address, or 100 from one address, refuse further attempts from that address
 * for 15 minutes. The account is the same whichever identifier is typed (username or e-mail), and
 * failures from one address never stop the owner signing in from another: a stranger cannot lock
 * anyone out. 100 lets a school lab behind one address mistype freely.
 */
const WINDOW = sql`interval '15 minutes'`;
const BLOCK = sql`interval '15 minutes'`;

type Rule = { limit: number; message: string };
const ACCOUNT: Rule = {
  limit: 10,
  message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
};
const ADDRESS: Rule = {
  limit: 100,
  message: 'Too many failed sign-in attempts from your network. Please try again later.',
};

export type ThrottleKeys = { account: string; address: string };

/**
 * `userId` when the identifier names an account; otherwise the identifier itself (lower case), so
 * an unknown name is throttled exactly like a known one and the answer reveals nothing.
 */
export function throttleKeys(account: { userId?: string; typed: string }, ip: string): ThrottleKeys {
  const who = account.userId ? `user:${account.userId}` : `name:${account.typed.toLowerCase()}`;
  return { account: `account:${who}|ip:${ip}`, address: `ip:${ip}` };
}

/** Refuses with 429 while either key is blocked; called before any password is verified. */
export async function assertNotBlocked(db: Database, keys: ThrottleKeys): Promise<void> {
  const blocked = await db
    .select({ key: authThrottle.key })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, [keys.account, keys.address]), gt(authThrottle.blockedUntil, sql`now()`)));
  const blockedKeys = new Set(blocked.map((row) => row.key));
  if (blockedKeys.has(keys.account)) throw new HttpError(429, ACCOUNT.message);
  if (blockedKeys.has(keys.address)) throw new HttpError(429, ADDRESS.message);
}

/** Counts one failure on both keys; the failure that reaches a limit starts the block. */
export async function recordFailure(db: Database, keys: ThrottleKeys): Promise<void> {
  await Promise.all([countFailure(db, keys.account, ACCOUNT), countFailure(db, keys.address, ADDRESS)]);
  // Old rows are only clutter (an expired window counts from zero again); clearing them now and
  // then keeps the table small without a scheduled job.
  if (Math.random() < 0.01) await deleteExpired(db);
}

/**
 * A successful sign-in, or a password reset, forgives the account's earlier failures from every
 * address; the addresses' own failures stay counted.
 */
export async function forgiveAccount(db: Database, userId: string): Promise<void> {
  await db.delete(authThrottle).where(like(authThrottle.key, `account:user:${userId}|%`));
}

async function countFailure(db: Database, key: string, rule: Rule) {
  const expired = sql`${authThrottle.windowStartedAt} <= now() - ${WINDOW}`;
  const failures = sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.failures} + 1 END`;
  await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: sql`now()`, blockedUntil: null })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${authThrottle.windowStartedAt} END`,
        blockedUntil: sql`CASE WHEN ${failures} >= ${rule.limit} THEN now() + ${BLOCK}
          WHEN ${expired} THEN NULL ELSE ${authThrottle.blockedUntil} END`,
      },
    });
}

async function deleteExpired(db: Database) {
  await db
    .delete(authThrottle)
    .where(
      sql`${authThrottle.windowStartedAt} <= now() - ${WINDOW} AND (${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} <= now())`,
    );
}
