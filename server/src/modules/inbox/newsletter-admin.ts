import { SUBSCRIBER_NOT_FOUND, type SubscriberList, type SubscribersQuery } from '@the-gate/contract/admin-inbox';
import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { toCsv } from '../../lib/csv';
import { notFound } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { recordAudit } from '../audit/service';
import { newsletterSubscriptions } from './schema';

/**
 * The newsletter's subscribers in the back office (issue 25 §6): a list to search, unsubscribing
 * (the row goes: the public form may subscribe the address again) and a CSV for the mailing tool.
 */

/** One page, newest first; `q` a case-insensitive part of the address. */
export async function listSubscribers(db: Database, query: SubscribersQuery): Promise<SubscriberList> {
  const text = query.q?.trim();
  const where = text ? ilike(newsletterSubscriptions.email, likePattern(text)) : undefined;
  const { limit, offset } = adminPageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        createdAt: newsletterSubscriptions.createdAt,
      })
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    totalCount: Number(total?.total ?? 0),
  };
}

/** Unsubscribes one address, audited with the address (the row itself is gone afterwards); 404 if none. */
export async function unsubscribe(db: Database, actor: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .returning({ email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt });
    if (!row) throw notFound(SUBSCRIBER_NOT_FOUND);
    await recordAudit(tx, {
      actor,
      action: 'newsletter.unsubscribe',
      entity: 'newsletter-subscription',
      entityId: String(id),
      before: { email: row.email, createdAt: row.createdAt.toISOString() },
      after: null,
    });
  });
}

export const SUBSCRIBERS_CSV_HEADER = ['email', 'subscribed_at'] as const;

/** Every subscriber, oldest first, as CSV (lib/csv.ts: a hostile address cannot become a formula). */
export async function subscribersCsv(db: Database): Promise<string> {
  const rows = await db
    .select({ email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id));
  return toCsv(
    SUBSCRIBERS_CSV_HEADER,
    rows.map((row) => [row.email, row.createdAt.toISOString()]),
  );
}
