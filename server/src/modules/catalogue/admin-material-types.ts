import type {
  AdminMaterialTypeList,
  CreateMaterialTypeRequest,
  PatchMaterialTypeRequest,
} from '@the-gate/contract/admin-taxonomies';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { recordAudit } from '../audit/service';
import { lockTaxonomies } from './admin-taxonomy-lock';
import { materials, materialTypes } from './schema';

/**
 * The material types in the back office (issue 24 §2): list with usage, create, rename, delete an
 * unused one. A rename reaches the shop by itself: materials point at the type by id, and the
 * change-notification trigger of migration 0001 on material_types drops every cached public answer.
 */

export const MATERIAL_TYPE_NOT_FOUND = 'There is no such material type.';
export const typeNameTaken = (name: string) =>
  `A material type named "${name}" exists already (names are compared ignoring upper and lower case). Choose another name.`;
export const typeInUse = (n: number) =>
  `This material type is used by ${n} material${n === 1 ? '' : 's'}: give ${n === 1 ? 'it' : 'them'} another type first, then delete it.`;

const actionOf = (verb: 'create' | 'update' | 'delete') => `material-type.${verb}`;

/** Every type, in id order (the shop's filter order), with how many materials are of it. */
export async function listMaterialTypes(db: Database): Promise<AdminMaterialTypeList> {
  const items = await db
    .select({
      id: materialTypes.id,
      name: materialTypes.name,
      description: materialTypes.description,
      materialCount: count(materials.id),
    })
    .from(materialTypes)
    .leftJoin(materials, eq(materials.typeId, materialTypes.id))
    .groupBy(materialTypes.id)
    .orderBy(asc(materialTypes.id));
  return { items };
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ name: materialTypes.name })
    .from(materialTypes)
    .where(
      and(
        eq(sql`lower(${materialTypes.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(materialTypes.id, exceptId),
      ),
    );
  if (clash) throw new HttpError(409, typeNameTaken(clash.name));
}

/** Creates a type (catalogue.manage); its id. 409 when the name is taken, ignoring case. */
export async function createMaterialType(db: Database, actor: string, input: CreateMaterialTypeRequest) {
  return db.transaction(async (tx) => {
    await lockTaxonomies(tx);
    await assertNameFree(tx, input.name);
    const [row] = await tx
      .insert(materialTypes)
      .values({ name: input.name, description: input.description ?? null })
      .returning();
    await recordAudit(tx, {
      actor,
      action: actionOf('create'),
      entity: 'material-type',
      entityId: String(row!.id),
      before: null,
      after: { name: row!.name, description: row!.description },
    });
    return row!.id;
  });
}

/** Renames a type or changes its description (catalogue.edit: texts); only what changed is written and audited. */
export async function changeMaterialType(db: Database, actor: string, id: number, patch: PatchMaterialTypeRequest) {
  await db.transaction(async (tx) => {
    await lockTaxonomies(tx);
    const [current] = await tx
      .select({ name: materialTypes.name, description: materialTypes.description })
      .from(materialTypes)
      .where(eq(materialTypes.id, id));
    if (!current) throw new HttpError(404, MATERIAL_TYPE_NOT_FOUND);
    const changed = (Object.keys(patch) as (keyof typeof current)[]).filter(
      (field) => patch[field] !== undefined && patch[field] !== current[field],
    );
    if (changed.length === 0) return;
    if (changed.includes('name')) await assertNameFree(tx, patch.name!, id);
    const after = Object.fromEntries(changed.map((field) => [field, patch[field]]));
    await tx.update(materialTypes).set(after).where(eq(materialTypes.id, id));
    await recordAudit(tx, {
      actor,
      action: actionOf('update'),
      entity: 'material-type',
      entityId: String(id),
      before: Object.fromEntries(changed.map((field) => [field, current[field]])),
      after,
    });
  });
}

/** Deletes a type no material is of (catalogue.manage); 409 saying how many are. */
export async function deleteMaterialType(db: Database, actor: string, id: number) {
  await db.transaction(async (tx) => {
    await lockTaxonomies(tx);
    // Locked, so no material can take this type between the count and the delete.
    const [current] = await tx
      .select({ name: materialTypes.name, description: materialTypes.description })
      .from(materialTypes)
      .where(eq(materialTypes.id, id))
      .for('update');
    if (!current) throw new HttpError(404, MATERIAL_TYPE_NOT_FOUND);
    const [used] = await tx.select({ n: count() }).from(materials).where(eq(materials.typeId, id));
    if (used!.n > 0) throw new HttpError(409, typeInUse(used!.n));
    await tx.delete(materialTypes).where(eq(materialTypes.id, id));
    await recordAudit(tx, {
      actor,
      action: actionOf('delete'),
      entity: 'material-type',
      entityId: String(id),
      before: current,
      after: null,
    });
  });
}
