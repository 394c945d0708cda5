import type { AuditPage } from '@the-gate/contract/staff';
import type { Database } from '../../db/client';
import * as repo from './repository';

/** The audit log's page size (issue 24 §5). */
export const AUDIT_PAGE_SIZE = 50;

/** Who made a change from the start-up (OWNER_EMAIL, the demo owner) or the command line. */
export const SYSTEM_ACTOR = 'system';

export type AuditRecord = {
  /** The staff member's e-mail, or `system`. */
  actor: string;
  /** What was done, e.g. `staff.role.set`. */
  action: string;
  /** What kind of thing changed, e.g. `user`. */
  entity: string;
  entityId: string;
  /** The values before and after; null when there were none (created, deleted). */
  before: unknown;
  after: unknown;
};

/**
 * Records one change. Call it with the transaction that makes the change, so the change and its
 * entry are kept or lost together (issue 24 §5).
 */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await repo.insertAuditEntry(tx, { ...record, before: record.before ?? null, after: record.after ?? null });
}

/** Reading the audit log (owners, 'audit.read'). */
export function createAuditService({ db }: { db: Database }) {
  /** Page `page` (from 1), newest first, and how many entries there are in all. */
  async function page(page: number): Promise<AuditPage> {
    const [rows, totalCount] = await Promise.all([
      repo.selectAuditPage(db, (page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE),
      repo.countAuditEntries(db),
    ]);
    return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })), totalCount };
  }
  return { page };
}

export type AuditService = ReturnType<typeof createAuditService>;
