import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userMaterials } from './schema';

/** Library entries for a payment's materials; an entry the user already has is kept as it is. */
export async function insertUserMaterials(db: Database, userId: string, materialIds: number[], paymentId: number) {
  if (materialIds.length === 0) return;
  await db
    .insert(userMaterials)
    .values(materialIds.map((materialId) => ({ userId, materialId, sourcePaymentId: paymentId })))
    .onConflictDoNothing();
}

export async function deletePaymentMaterials(db: Database, paymentId: number) {
  await db.delete(userMaterials).where(eq(userMaterials.sourcePaymentId, paymentId));
}

export async function selectOwnedMaterialIds(db: Database, userId: string, materialIds: number[]) {
  if (materialIds.length === 0) return [];
  const rows = await db
    .select({ id: userMaterials.materialId })
    .from(userMaterials)
    .where(and(eq(userMaterials.userId, userId), inArray(userMaterials.materialId, materialIds)));
  return rows.map((row) => row.id);
}
