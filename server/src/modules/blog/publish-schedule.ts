import { and, eq, gt, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { blogPosts } from './schema';

/**
 * Scheduled posts appear on time (issue 25 §5, decision 023). The shop's caches are dropped on every
 * change notification, but a Scheduled post becomes public with no change at all: its time simply
 * passes. So each process keeps one timer for the next scheduled time and drops its own caches when
 * it fires. The timer is set again at start, after it fires, and on every notification about
 * blog_posts (from any process: a post scheduled elsewhere is seen here too).
 */

/** setTimeout's longest delay is about 24.8 days; a later time is looked at again after this. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
/** Fire a little after the time, so the database's `now()` has passed it too. */
const MARGIN_MS = 50;

type Options = { db: Database; logger: FastifyBaseLogger; invalidate: () => void };

export function createPublishSchedule({ db, logger, invalidate }: Options) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let generation = 0;

  /** The earliest publish time of a Scheduled post still in the future (by the database's clock). */
  async function nextTime(): Promise<Date | null> {
    const [row] = await db
      .select({ next: min(blogPosts.publishedAt) })
      .from(blogPosts)
      .where(and(eq(blogPosts.status, 'scheduled'), gt(blogPosts.publishedAt, sql`now()`)));
    return row?.next ? new Date(row.next) : null;
  }

  /** Looks up the next time and waits for it; a newer call replaces the wait of an older one. */
  async function arm(): Promise<void> {
    const mine = ++generation;
    let next: Date | null;
    try {
      next = await nextTime();
    } catch (error) {
      if (!stopped) logger.error({ err: error }, 'could not read the next scheduled blog post');
      return;
    }
    if (stopped || mine !== generation) return;
    clearTimeout(timer);
    timer = undefined;
    if (!next) return;
    const wait = Math.min(Math.max(next.getTime() - Date.now() + MARGIN_MS, MARGIN_MS), LONGEST_WAIT_MS);
    timer = setTimeout(() => {
      timer = undefined;
      if (next.getTime() <= Date.now()) invalidate();
      void arm();
    }, wait);
    timer.unref();
  }

  return {
    start: () => arm(),
    /** A notification about blog_posts: a scheduled time may have been set, moved or removed. */
    changed: () => {
      void arm();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
