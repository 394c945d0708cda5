import type { CreateMaterialRequest, PatchMaterialRequest, TagInput } from '@the-gate/contract/admin-catalogue';
import type { Permission, StaffRole } from '@the-gate/contract/staff-rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assertChangedFieldsAllowed } from '../../lib/field-rights';
import { sanitizeStoredHtml } from '../../lib/html';
import { HttpError } from '../../lib/http-errors';
import { assertNotStale } from '../../lib/stale-check';
import { recordAudit } from '../audit/service';
import { type MaterialFields, materialFields } from './material-fields';
import { categories, materials, materialTags, materialTypes, tags } from './schema';
import { ensureTag } from './writes';

/**
 * Creating and changing materials from the back office (issue 24 §2) and its CSV import (§4). Each
 * function takes the transaction the caller runs, so a CSV import is all or nothing and every change
 * is audited with it (decision 017).
 */

export const MATERIAL_NOT_FOUND = 'There is no such material.';
export const UNKNOWN_TYPE = 'There is no material type with this id. Choose one of the listed types.';
export const UNKNOWN_CATEGORY = 'There is no category with this id.';
export const FREE_HAS_NO_PRICE = 'A free material has the price 0: clear "free" or set the price to 0.';
export const STALE_MATERIAL =
  'Someone else changed this material since you opened it. Reload it to see their change, then make yours again.';

/** The audit actions of materials. */
export const MATERIAL_CREATED = 'material.create';
export const MATERIAL_CHANGED = 'material.update';

/** A member of staff making a change: the audit log keeps the e-mail, the role decides the fields. */
export type CatalogueActor = { email: string; role: StaffRole };

type EditableField = Exclude<keyof PatchMaterialRequest, 'expectedUpdatedAt'>;

/**
 * What changing a field takes (issue 24 §1): an editor writes texts and pictures; prices and the free
 * flag are the managers' (catalogue.manage); publishing and archiving too (catalogue.publish).
 */
export function fieldPermission(field: EditableField): Permission {
  if (field === 'price' || field === 'isFree') return 'catalogue.manage';
  if (field === 'status') return 'catalogue.publish';
  return 'catalogue.edit';
}

const FIELD_NAMES: Partial<Record<EditableField, string>> = {
  price: 'the price',
  isFree: 'whether it is free',
  status: 'the status',
};

/** The fields of a material the back office shows and the audit log compares, tags as `key: value`. */
export type MaterialSnapshot = MaterialFields & { tags: string[] };

const tagLabel = (tag: TagInput) => `${tag.key}: ${tag.value}`;

/** The material as it is now, locked for the rest of `tx`; undefined when there is none. */
async function lockedSnapshot(tx: Database, id: number) {
  const [row] = await tx.select().from(materials).where(eq(materials.id, id)).for('update');
  if (!row) return undefined;
  const tagRows = await tx
    .select({ key: tags.key, value: tags.value })
    .from(materialTags)
    .innerJoin(tags, eq(tags.id, materialTags.tagId))
    .where(eq(materialTags.materialId, id))
    .orderBy(asc(tags.key), asc(tags.value));
  const snapshot: MaterialSnapshot = { ...materialFields(row), tags: tagRows.map(tagLabel).sort() };
  return { snapshot, updatedAt: row.updatedAt };
}

async function assertReferences(tx: Database, input: { typeId?: number; categoryId?: number | null }) {
  if (input.typeId !== undefined) {
    const [type] = await tx
      .select({ id: materialTypes.id })
      .from(materialTypes)
      .where(eq(materialTypes.id, input.typeId));
    if (!type) throw new HttpError(400, UNKNOWN_TYPE);
  }
  if (input.categoryId != null) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) throw new HttpError(400, UNKNOWN_CATEGORY);
  }
}

async function replaceTags(tx: Database, materialId: number, list: TagInput[]) {
  await tx.delete(materialTags).where(eq(materialTags.materialId, materialId));
  const ids = new Set<number>();
  for (const tag of list) ids.add(await ensureTag(tx, { key: tag.key, value: tag.value }));
  if (ids.size) await tx.insert(materialTags).values([...ids].map((tagId) => ({ materialId, tagId })));
}

const toDate = (value: string | null | undefined) => (value == null ? value : new Date(value));

/** Creates a Draft material from the back office (catalogue.manage); its id. */
export async function createMaterialIn(tx: Database, actor: string, input: CreateMaterialRequest): Promise<number> {
  await assertReferences(tx, input);
  const { tags: tagList, publishDate, ...fields } = input;
  const [row] = await tx
    .insert(materials)
    .values({
      ...fields,
      publishDate: toDate(publishDate),
      price: input.isFree ? 0 : input.price,
      description: sanitizeStoredHtml(input.description),
      status: 'draft',
    })
    .returning({ id: materials.id });
  const id = row!.id;
  await replaceTags(tx, id, tagList);
  const after = (await lockedSnapshot(tx, id))!.snapshot;
  await recordAudit(tx, {
    actor,
    action: MATERIAL_CREATED,
    entity: 'material',
    entityId: String(id),
    before: null,
    after,
  });
  return id;
}

/**
 * Changes the fields `patch` names (PATCH /api/admin/materials/{id}, a CSV row with an id). A field the
 * actor's role may not change is a 403 naming it; a material changed since `expectedUpdatedAt` is a 409.
 * Only the fields whose value differs are written and audited; true when anything changed.
 */
export async function changeMaterialIn(
  tx: Database,
  actor: CatalogueActor,
  id: number,
  { expectedUpdatedAt, ...patch }: PatchMaterialRequest,
): Promise<boolean> {
  const current = await lockedSnapshot(tx, id);
  if (!current) throw new HttpError(404, MATERIAL_NOT_FOUND);
  assertNotStale(expectedUpdatedAt, current.updatedAt, STALE_MATERIAL);

  const { tags: tagList, description, publishDate: date, ...plain } = patch;
  const wanted: Partial<MaterialSnapshot> = {
    ...plain,
    ...(description !== undefined && { description: sanitizeStoredHtml(description) }),
    ...(tagList !== undefined && { tags: [...new Set(tagList.map(tagLabel))].sort() }),
    ...(date !== undefined && { publishDate: toDate(date)?.toISOString() ?? null }),
  };
  // Making a material free makes it cost nothing; a price on a material that stays free is refused.
  if (patch.isFree === true && patch.price === undefined) wanted.price = 0;
  const changed = (Object.keys(wanted) as EditableField[]).filter(
    (field) => JSON.stringify(wanted[field]) !== JSON.stringify(current.snapshot[field]),
  );
  if (changed.length === 0) return false;
  assertChangedFieldsAllowed(actor.role, changed, fieldPermission, FIELD_NAMES, 'a material');
  const merged = { ...current.snapshot, ...wanted };
  if (merged.isFree && merged.price !== 0) throw new HttpError(400, FREE_HAS_NO_PRICE);
  await assertReferences(tx, {
    typeId: changed.includes('typeId') ? merged.typeId : undefined,
    categoryId: changed.includes('categoryId') ? merged.categoryId : undefined,
  });

  const { tags: _tags, publishDate, ...columns } = Object.fromEntries(changed.map((field) => [field, wanted[field]]));
  await tx
    .update(materials)
    .set({
      ...columns,
      ...(publishDate !== undefined && { publishDate: toDate(publishDate as string | null) }),
      updatedAt: sql`now()`,
    })
    .where(eq(materials.id, id));
  if (tagList && changed.includes('tags')) await replaceTags(tx, id, tagList);
  await recordAudit(tx, {
    actor: actor.email,
    action: MATERIAL_CHANGED,
    entity: 'material',
    entityId: String(id),
    before: Object.fromEntries(changed.map((field) => [field, current.snapshot[field]])),
    after: Object.fromEntries(changed.map((field) => [field, merged[field]])),
  });
  return true;
}
