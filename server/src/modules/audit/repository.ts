import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from './schema';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Adds one entry; the log is never updated or deleted from. */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** One page, newest first: the order of `audit_log_newest_idx`, so the page reads only its rows. */
export function selectAuditPage(db: Database, offset: number, limit: number) {
  return db
    .select({
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .orderBy(sql`${auditLog.at} DESC NULLS LAST`, sql`${auditLog.id} DESC NULLS LAST`)
    .offset(offset)
    .limit(limit);
}

/** All entries, for the page count the back office shows. */
export async function countAuditEntries(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}
