import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userMaterials } from './schema';

/**
 * Library entries for a payment's materials, or a staff grant's (paymentId null). An entry the user
 * already has is kept as it is, except that a payment takes over an entry no payment holds yet: an
 * entry without a payment is then one only staff grants cover, which revoking a grant may remove
 * (decision 021).
 */
export async function insertUserMaterials(
  db: Database,
  userId: string,
  materialIds: number[],
  paymentId: number | null,
) {
  if (materialIds.length === 0) return;
  await db
    .insert(userMaterials)
    .values(materialIds.map((materialId) => ({ userId, materialId, sourcePaymentId: paymentId })))
    .onConflictDoUpdate({
      target: [userMaterials.userId, userMaterials.materialId],
      set: { sourcePaymentId: sql`excluded.source_payment_id` },
      setWhere: sql`${userMaterials.sourcePaymentId} IS NULL AND excluded.source_payment_id IS NOT NULL`,
    });
}

export async function deletePaymentMaterials(db: Database, paymentId: number) {
  await db.delete(userMaterials).where(eq(userMaterials.sourcePaymentId, paymentId));
}

/** One user's entries that `paymentId` holds: a seat of its licence, given up (issue 27 §3). */
export async function deleteUserPaymentMaterials(db: Database, userId: string, paymentId: number) {
  await db
    .delete(userMaterials)
    .where(and(eq(userMaterials.userId, userId), eq(userMaterials.sourcePaymentId, paymentId)));
}

/** The user's entries among `materialIds` that no payment holds (a revoked staff grant's). */
export async function deleteUnpaidMaterials(db: Database, userId: string, materialIds: number[]) {
  if (materialIds.length === 0) return;
  await db
    .delete(userMaterials)
    .where(
      and(
        eq(userMaterials.userId, userId),
        inArray(userMaterials.materialId, materialIds),
        isNull(userMaterials.sourcePaymentId),
      ),
    );
}

export async function selectOwnedMaterialIds(db: Database, userId: string, materialIds: number[]) {
  if (materialIds.length === 0) return [];
  const rows = await db
    .select({ id: userMaterials.materialId })
    .from(userMaterials)
    .where(and(eq(userMaterials.userId, userId), inArray(userMaterials.materialId, materialIds)));
  return rows.map((row) => row.id);
}

/** Every material in the user's library, by id. */
export async function selectLibraryMaterialIds(db: Database, userId: string) {
  const rows = await db
    .select({ id: userMaterials.materialId })
    .from(userMaterials)
    .where(eq(userMaterials.userId, userId))
    .orderBy(asc(userMaterials.materialId));
  return rows.map((row) => row.id);
}

/** The user's library, newest first (contract §3.5); one grant adds several rows at once, so id breaks ties. */
export function selectLibrary(db: Database, userId: string) {
  return db
    .select()
    .from(userMaterials)
    .where(eq(userMaterials.userId, userId))
    .orderBy(desc(userMaterials.addedDate), asc(userMaterials.materialId));
}

export async function selectEntry(db: Database, userId: string, materialId: number) {
  const [row] = await db
    .select()
    .from(userMaterials)
    .where(and(eq(userMaterials.userId, userId), eq(userMaterials.materialId, materialId)));
  return row;
}

/** The updated entry, or undefined when the user does not have the material. */
export async function updateFavorite(db: Database, userId: string, materialId: number, isFavorite: boolean) {
  const [row] = await db
    .update(userMaterials)
    .set({ isFavorite })
    .where(and(eq(userMaterials.userId, userId), eq(userMaterials.materialId, materialId)))
    .returning({ isFavorite: userMaterials.isFavorite });
  return row;
}

/** Contract §2.9: lastAccessedDate follows downloads and reads; nothing happens for a non-owner. */
export async function touchEntry(db: Database, userId: string, materialId: number) {
  await db
    .update(userMaterials)
    .set({ lastAccessedDate: sql`now()` })
    .where(and(eq(userMaterials.userId, userId), eq(userMaterials.materialId, materialId)));
}

/**
 * For each of the user's materials granted by a book or package line of a payment (issue 25 §7):
 * that line's group and title as bought. A material granted by a line of its own has none; one in
 * two groups of the same payment goes under the first line.
 */
export async function selectEntryPackages(db: Database, userId: string) {
  // Both drivers (node-postgres, PGlite) answer `{ rows }`. The tables are the payments' and the
  // catalogue's; read here, in one query, because only the library's answer needs them joined.
  const result = (await db.execute(sql`
    WITH RECURSIVE
      lines AS (
        SELECT DISTINCT pi.id AS line_id, pi.payment_id, pi.item_id AS group_id, pi.title_snapshot AS title
        FROM user_materials um
        JOIN payment_items pi ON pi.payment_id = um.source_payment_id AND pi.item_type = 'MaterialGroup'
        WHERE um.user_id = ${userId}
      ),
      tree(line_id, id) AS (
        SELECT line_id, group_id FROM lines
        UNION
        SELECT tree.line_id, h.child_group_id FROM material_group_hierarchy h JOIN tree ON h.parent_group_id = tree.id
      )
    SELECT DISTINCT ON (um.material_id) um.material_id, l.group_id, l.title
    FROM user_materials um
    JOIN lines l ON l.payment_id = um.source_payment_id
    JOIN tree t ON t.line_id = l.line_id
    JOIN material_group_materials m ON m.group_id = t.id AND m.material_id = um.material_id
    WHERE um.user_id = ${userId}
    ORDER BY um.material_id, l.line_id`)) as unknown as {
    rows: { material_id: number; group_id: number; title: string }[];
  };
  return new Map(
    result.rows.map((row) => [Number(row.material_id), { id: Number(row.group_id), title: String(row.title) }]),
  );
}
