import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/shared-schema';
import { HttpError } from './http-errors';

const HOUR_MS = 60 * 60 * 1000;
/** Finished windows are only clutter (a new window counts from zero anyway); cleared this often at most. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export type RequestCount = { hits: number; msLeft: number };

/**
 * Counts one request against `key` in a fixed window of `windowMs` and answers how many the window
 * now holds: one statement, so concurrent requests to any process count exactly once each.
 */
export async function countRequest(db: Database, key: string, windowMs: number): Promise<RequestCount> {
  const t = rateLimitCounters;
  const ended = sql`${t.windowEndsAt} <= now()`;
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(t)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${t.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN ${windowEnd} ELSE ${t.windowEndsAt} END`,
      },
    })
    .returning({
      hits: t.hits,
      msLeft: sql<number>`greatest(0, ceil(extract(epoch from ${t.windowEndsAt} - now()) * 1000))::int`,
    });
  return { hits: row!.hits, msLeft: Number(row!.msLeft) };
}

/**
 * A @fastify/rate-limit store on PostgreSQL (or PGlite): every process behind a load balancer
 * counts the same requests, and a restart keeps them (issue 13 §4). Keys are the route's method and
 * path, then the limit's key (the address, or the account).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let prunedAt = 0;
  async function pruneNowAndThen() {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowEndsAt} <= now()`);
  }

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      countRequest(db, `${this.prefix}${key}`, windowMs).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
      // Not awaited: no request waits for the clean-up, and one that fails leaves rows that no longer
      // count for anything until the next.
      pruneNowAndThen().catch(() => {});
    }

    /** Typed as the route's options; what the plugin passes is its merged settings, with the route in `routeInfo`. */
    child(settings: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method, url } = (settings as unknown as { routeInfo: { method: unknown; url: string } }).routeInfo;
      return new DatabaseStore(`${String(method)} ${url}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * A per-address hourly limit for a route's `config`: generous, because a whole school can share
 * one address. Going over answers 429 with `message`.
 */
export const perAddressLimit = (max: number, message: string): { rateLimit: RateLimitOptions } => ({
  rateLimit: { max, timeWindow: HOUR_MS, errorResponseBuilder: () => new HttpError(429, message) },
});

/**
 * A per-account hourly limit for a route that needs a signed-in user: counted after the route's own
 * preHandler has found the user (`req.user`), so one account is limited wherever it comes from.
 */
export const perAccountLimit = (max: number, message: string): { rateLimit: RateLimitOptions } => ({
  rateLimit: {
    max,
    timeWindow: HOUR_MS,
    hook: 'preHandler',
    keyGenerator: (req: FastifyRequest) => `user:${req.user?.id}`,
    errorResponseBuilder: () => new HttpError(429, message),
  },
});
