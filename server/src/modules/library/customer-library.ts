import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userMaterials } from './schema';

/**
 * A customer's library as the back office's customer page reads it (issue 25 §3): each entry with
 * the payment that holds it (null: a staff grant's, or older data). Exported by the service as
 * `customerLibrary`.
 */
export function libraryEntries(db: Database, userId: string) {
  return db
    .select({
      materialId: userMaterials.materialId,
      addedAt: userMaterials.addedDate,
      sourcePaymentId: userMaterials.sourcePaymentId,
    })
    .from(userMaterials)
    .where(eq(userMaterials.userId, userId))
    .orderBy(desc(userMaterials.addedDate), asc(userMaterials.materialId));
}
