import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffGrants } from './schema';

/** The staff grants of issue 25 §3; a customer's other data is read through the owning modules' services. */

/** Every grant the customer was given, newest first, active or revoked. */
export function selectGrants(db: Database, userId: string) {
  return db
    .select()
    .from(staffGrants)
    .where(eq(staffGrants.userId, userId))
    .orderBy(desc(staffGrants.grantedAt), desc(staffGrants.id));
}

/** The customer's grants not revoked, oldest first. */
export function selectActiveGrants(db: Database, userId: string) {
  return db
    .select({ id: staffGrants.id, itemType: staffGrants.itemType, itemId: staffGrants.itemId })
    .from(staffGrants)
    .where(and(eq(staffGrants.userId, userId), isNull(staffGrants.revokedAt)))
    .orderBy(asc(staffGrants.id));
}

export async function insertGrant(db: Database, grant: typeof staffGrants.$inferInsert) {
  const [row] = await db.insert(staffGrants).values(grant).returning();
  return row!;
}

/** The customer's grant, locked until the transaction ends so two revocations of it are serialised. */
export async function selectGrantForUpdate(db: Database, userId: string, grantId: number) {
  const [row] = await db
    .select()
    .from(staffGrants)
    .where(and(eq(staffGrants.id, grantId), eq(staffGrants.userId, userId)))
    .for('update');
  return row;
}

export async function markGrantRevoked(db: Database, grantId: number, revokedBy: string) {
  await db.update(staffGrants).set({ revokedAt: sql`now()`, revokedBy }).where(eq(staffGrants.id, grantId));
}
