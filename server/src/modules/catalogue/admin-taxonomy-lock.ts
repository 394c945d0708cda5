import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

/** Any fixed number, distinct from the other advisory locks (staff roles: 240_001). */
const TAXONOMY_LOCK = 240_024;

/**
 * Serialises the back office's changes of types, categories and tags until the transaction ends
 * (PostgreSQL and PGlite alike): "is this name free?" and the insert, or a category's ancestors and
 * its move, cannot interleave with another such change. These change rarely; one lock is enough.
 */
export async function lockTaxonomies(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TAXONOMY_LOCK})`);
}
