import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { authThrottle } from './schema';

/**
 * Failed sign-ins are counted per account and per address in the database, so every process
 * counts the same failures. Within a 15-minute window, 5 failures on one account or 100 from one
 * address refuse further attempts for 15 minutes. 100 lets a school lab behind one address mistype
 * freely; the per-account limit is what stops guessing.
 */
const WINDOW = sql`interval '15 minutes'`;
const BLOCK = sql`interval '15 minutes'`;

type Rule = { limit: number; message: string };
const ACCOUNT: Rule = {
  limit: 5,
  message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
};
const ADDRESS: Rule = {
  limit: 100,
  message: 'Too many failed sign-in attempts from your network. Please try again later.',
};

export type ThrottleKeys = { account: string; address: string };

const accountKey = (userNameOrEmail: string) => `account:${userNameOrEmail.toLowerCase()}`;

export function throttleKeys(userNameOrEmail: string, ip: string): ThrottleKeys {
  return { account: accountKey(userNameOrEmail), address: `ip:${ip}` };
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
 * A successful sign-in forgives the account's earlier failures, whether they named it by username
 * or by e-mail; the address's failures stay counted.
 */
export async function forgiveAccount(db: Database, userNamesOrEmails: string[]): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, userNamesOrEmails.map(accountKey)));
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
