import {
  type CreateGroupRequest,
  GROUP_TYPE_NAMES,
  type GroupKind,
  type PatchGroupRequest,
} from '@the-gate/contract/admin-groups';
import { DIGITAL_BOOKS_CATEGORY_ID, TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import type { ItemStatus } from '@the-gate/contract/item-status';
import type { Permission } from '@the-gate/contract/staff-rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assertChangedFieldsAllowed } from '../../lib/field-rights';
import { sanitizeStoredHtml } from '../../lib/html';
import { HttpError } from '../../lib/http-errors';
import { assertNotStale } from '../../lib/stale-check';
import { recordAudit } from '../audit/service';
import { type CatalogueActor, fieldPermission, UNKNOWN_CATEGORY } from './admin-materials';
import {
  categories,
  materialGroupHierarchy,
  materialGroupMaterials,
  materialGroups,
  materialGroupTags,
  materials,
  tags,
} from './schema';
import { ensureTag } from './writes';

/**
 * Creating and changing packages, digital books and collections from the back office (issue 24 §2).
 * Each function takes the caller's transaction, so the change and its audit entry (§5) are kept or
 * lost together. The back office speaks of kind, tier and year; the shop reads them as it always has:
 * a PackageType tag (the tier) and a `levels` tag (the year), the Digital Books category, the type name.
 */

export const GROUP_NOT_FOUND = 'There is no such package or book.';
export const STALE_GROUP =
  'Someone else changed this package or book since you opened it. Reload it to see their change, then make yours again.';
export const FREE_GROUP_HAS_NO_PRICE = 'A free package or book has the price 0: clear "free" or set the price to 0.';
export const PACKAGE_NEEDS_TIER = 'A package needs a tier: Starter, Basic or Pro.';
export const PACKAGE_NEEDS_YEAR = 'A package needs a year: the shop lists packages by year.';
export const ONLY_PACKAGES_HAVE_TIERS = 'Only a package has a tier: leave the tier empty for a book or collection.';
export const BOOK_CATEGORY = 'A digital book is always in the Digital Books category.';
export const NOT_A_BOOK_CATEGORY = 'Only a digital book is in the Digital Books category: choose another category.';
export const BOOK_HOLDS_ONE_FILE = 'A digital book holds one material, its file, and no other groups.';
export const GROUP_INCLUDES_ITSELF = 'A package cannot include itself.';

/** The audit actions of packages and books. */
export const GROUP_CREATED = 'group.create';
export const GROUP_CHANGED = 'group.update';

type EditableField = Exclude<keyof PatchGroupRequest, 'expectedUpdatedAt'>;

const FIELD_NAMES: Partial<Record<EditableField, string>> = {
  price: 'the price',
  isFree: 'whether it is free',
  status: 'the status',
  materialIds: 'the contents',
  childGroupIds: 'the included packages',
  kind: 'the kind',
  tier: 'the tier',
};

/**
 * What changing a group's field takes: the materials' rule (fieldPermission), and what the price buys
 * (its contents, the packages it includes, its kind and tier) is the managers' too, as an exam's paper is.
 */
function groupFieldPermission(field: EditableField): Permission {
  if (field === 'materialIds' || field === 'childGroupIds' || field === 'kind' || field === 'tier')
    return 'catalogue.manage';
  return fieldPermission(field as Parameters<typeof fieldPermission>[0]);
}

/** The fields of a group the back office edits and the audit log compares. */
export type GroupSnapshot = {
  name: string;
  description: string;
  briefDescription: string | null;
  price: number;
  isFree: boolean;
  kind: GroupKind;
  tier: string | null;
  year: string | null;
  author: string | null;
  pages: number | null;
  publishDate: string | null;
  categoryId: number | null;
  isDownloadable: boolean;
  materialIds: number[];
  childGroupIds: number[];
  status: ItemStatus;
};

/** How the shop tells a group's kind (the sitemap's order: a book first, then a tier tag). */
export function kindOf(group: { categoryId: number | null; tier: string | null }): GroupKind {
  if (group.categoryId === DIGITAL_BOOKS_CATEGORY_ID) return 'book';
  return group.tier !== null ? 'package' : 'collection';
}

/** A group's tier and year tags, by group id. */
export async function tierAndYear(db: Database, ids: number[]) {
  const byId = new Map<number, { tier: string | null; year: string | null }>(
    ids.map((id) => [id, { tier: null, year: null }]),
  );
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ groupId: materialGroupTags.groupId, key: tags.key, value: tags.value })
    .from(materialGroupTags)
    .innerJoin(tags, eq(tags.id, materialGroupTags.tagId))
    .where(and(inArray(materialGroupTags.groupId, ids), inArray(tags.key, [TAG_KEYS.packageType, TAG_KEYS.level])))
    .orderBy(asc(tags.value));
  for (const row of rows) {
    const entry = byId.get(row.groupId)!;
    if (row.key === TAG_KEYS.packageType) entry.tier ??= row.value;
    else entry.year ??= row.value;
  }
  return byId;
}

/** The group as it is now; locked for the rest of `tx` with `lock`. Undefined when there is none. */
export async function groupSnapshot(tx: Database, id: number, lock = false) {
  const query = tx.select().from(materialGroups).where(eq(materialGroups.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [labels, links, children] = await Promise.all([
    tierAndYear(tx, [id]),
    tx
      .select({ id: materialGroupMaterials.materialId })
      .from(materialGroupMaterials)
      .where(eq(materialGroupMaterials.groupId, id))
      .orderBy(asc(materialGroupMaterials.sortOrder), asc(materialGroupMaterials.materialId)),
    tx
      .select({ id: materialGroupHierarchy.childGroupId })
      .from(materialGroupHierarchy)
      .where(eq(materialGroupHierarchy.parentGroupId, id))
      .orderBy(asc(materialGroupHierarchy.childGroupId)),
  ]);
  const { tier, year } = labels.get(id)!;
  const snapshot: GroupSnapshot = {
    name: row.name,
    description: row.description,
    briefDescription: row.briefDescription,
    price: row.price,
    isFree: row.isFree,
    kind: kindOf({ categoryId: row.categoryId, tier }),
    tier,
    year,
    author: row.author,
    pages: row.pages,
    publishDate: row.publishDate?.toISOString() ?? null,
    categoryId: row.categoryId,
    isDownloadable: row.isDownloadable,
    materialIds: links.map((link) => link.id),
    childGroupIds: children.map((child) => child.id),
    status: row.status,
  };
  return { snapshot, row };
}

const list = (ids: number[]) => ids.join(', ');

/**
 * The rules a group's kind sets, on the group as it would be: a package has a tier and a year, only
 * a package has a tier, a book is in the Digital Books category and holds its one file. Answers the
 * category to store (a book's is fixed).
 */
function checkKind(group: GroupSnapshot): number | null {
  if (group.isFree && group.price !== 0) throw new HttpError(400, FREE_GROUP_HAS_NO_PRICE);
  if (group.kind === 'package') {
    if (!group.tier) throw new HttpError(400, PACKAGE_NEEDS_TIER);
    if (!group.year) throw new HttpError(400, PACKAGE_NEEDS_YEAR);
  } else if (group.tier) throw new HttpError(400, ONLY_PACKAGES_HAVE_TIERS);
  if (group.kind === 'book') {
    if (group.categoryId !== null && group.categoryId !== DIGITAL_BOOKS_CATEGORY_ID)
      throw new HttpError(400, BOOK_CATEGORY);
    if (group.materialIds.length > 1 || group.childGroupIds.length > 0) throw new HttpError(400, BOOK_HOLDS_ONE_FILE);
    return DIGITAL_BOOKS_CATEGORY_ID;
  }
  if (group.categoryId === DIGITAL_BOOKS_CATEGORY_ID) throw new HttpError(400, NOT_A_BOOK_CATEGORY);
  return group.categoryId;
}

async function assertCategory(tx: Database, categoryId: number | null) {
  if (categoryId === null) return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new HttpError(400, UNKNOWN_CATEGORY);
}

/** Every id names a material; the unknown ones are named in the 400. */
async function assertMaterials(tx: Database, ids: number[]) {
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: materials.id }).from(materials).where(inArray(materials.id, ids))).map((row) => row.id),
  );
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) throw new HttpError(400, `There is no material with the id ${list(unknown)}.`);
}

/**
 * Every id names another group, and none of them includes `self` (directly or further down): buying
 * a group grants its included groups' materials recursively, so a loop would be nonsense.
 */
async function assertChildGroups(tx: Database, self: number | null, ids: number[]) {
  if (ids.length === 0) return;
  if (self !== null && ids.includes(self)) throw new HttpError(400, GROUP_INCLUDES_ITSELF);
  const found = new Set(
    (await tx.select({ id: materialGroups.id }).from(materialGroups).where(inArray(materialGroups.id, ids))).map(
      (row) => row.id,
    ),
  );
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) throw new HttpError(400, `There is no package or book with the id ${list(unknown)}.`);
  if (self === null) return;
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const result = (await tx.execute(sql`
    WITH RECURSIVE below(id) AS (
      SELECT unnest(${`{${ids.join(',')}}`}::int[])
      UNION
      SELECT h.child_group_id FROM material_group_hierarchy h JOIN below ON h.parent_group_id = below.id
    )
    SELECT 1 FROM below WHERE id = ${self} LIMIT 1`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) throw new HttpError(400, GROUP_INCLUDES_ITSELF);
}

/** Replaces the tier and year tags (other tags stay). */
async function writeLabels(tx: Database, groupId: number, group: Pick<GroupSnapshot, 'tier' | 'year'>) {
  const own = tx
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.key, [TAG_KEYS.packageType, TAG_KEYS.level]));
  await tx
    .delete(materialGroupTags)
    .where(and(eq(materialGroupTags.groupId, groupId), inArray(materialGroupTags.tagId, own)));
  const wanted = [
    group.tier && { key: TAG_KEYS.packageType, value: group.tier },
    group.year && { key: TAG_KEYS.level, value: group.year },
  ].filter((tag) => !!tag);
  for (const tag of wanted) {
    await tx.insert(materialGroupTags).values({ groupId, tagId: await ensureTag(tx, tag) });
  }
}

async function writeContents(tx: Database, groupId: number, materialIds: number[]) {
  await tx.delete(materialGroupMaterials).where(eq(materialGroupMaterials.groupId, groupId));
  if (materialIds.length) {
    await tx
      .insert(materialGroupMaterials)
      .values(materialIds.map((materialId, sortOrder) => ({ groupId, materialId, sortOrder })));
  }
}

async function writeChildren(tx: Database, groupId: number, childGroupIds: number[]) {
  await tx.delete(materialGroupHierarchy).where(eq(materialGroupHierarchy.parentGroupId, groupId));
  if (childGroupIds.length) {
    await tx
      .insert(materialGroupHierarchy)
      .values(childGroupIds.map((childGroupId) => ({ parentGroupId: groupId, childGroupId })));
  }
}

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** The columns of `material_groups` a snapshot sets. */
function columnsOf(group: GroupSnapshot, categoryId: number | null) {
  return {
    name: group.name,
    description: group.description,
    briefDescription: group.briefDescription,
    price: group.isFree ? 0 : group.price,
    isFree: group.isFree,
    typeName: GROUP_TYPE_NAMES[group.kind],
    author: group.author,
    pages: group.pages,
    publishDate: toDate(group.publishDate),
    categoryId,
    isDownloadable: group.isDownloadable,
  };
}

/** Creates a Draft package, book or collection from the back office (catalogue.manage); its id. */
export async function createGroupIn(tx: Database, actor: string, input: CreateGroupRequest): Promise<number> {
  const group: GroupSnapshot = {
    name: input.name,
    description: sanitizeStoredHtml(input.description),
    briefDescription: input.briefDescription ?? null,
    price: input.isFree ? 0 : input.price,
    isFree: input.isFree,
    kind: input.kind,
    tier: input.tier ?? null,
    year: input.year ?? null,
    author: input.author ?? null,
    pages: input.pages ?? null,
    publishDate: input.publishDate ? new Date(input.publishDate).toISOString() : null,
    categoryId: input.categoryId ?? null,
    isDownloadable: input.isDownloadable ?? input.kind === 'book',
    materialIds: input.materialIds,
    childGroupIds: input.childGroupIds ?? [],
    status: 'draft',
  };
  const categoryId = checkKind(group);
  await assertCategory(tx, categoryId);
  await assertMaterials(tx, group.materialIds);
  await assertChildGroups(tx, null, group.childGroupIds);
  const [row] = await tx
    .insert(materialGroups)
    .values({ ...columnsOf(group, categoryId), status: 'draft' })
    .returning({ id: materialGroups.id });
  const id = row!.id;
  await writeLabels(tx, id, group);
  await writeContents(tx, id, group.materialIds);
  await writeChildren(tx, id, group.childGroupIds);
  const after = (await groupSnapshot(tx, id))!.snapshot;
  await recordAudit(tx, { actor, action: GROUP_CREATED, entity: 'group', entityId: String(id), before: null, after });
  return id;
}

/**
 * Changes the fields `patch` names (PATCH /api/admin/groups/{id}). `materialIds` and `childGroupIds`
 * replace the contents in the order given. A field the actor's role may not change is a 403 naming
 * it; a group changed since `expectedUpdatedAt` is a 409. Only what differs is written and audited;
 * true when anything changed. Every write is an ordinary statement, so the shop's cached answers go
 * through the change triggers (migration 0001) as for any catalogue write.
 */
export async function changeGroupIn(
  tx: Database,
  actor: CatalogueActor,
  id: number,
  { expectedUpdatedAt, ...patch }: PatchGroupRequest,
): Promise<boolean> {
  const current = await groupSnapshot(tx, id, true);
  if (!current) throw new HttpError(404, GROUP_NOT_FOUND);
  assertNotStale(expectedUpdatedAt, current.row.updatedAt, STALE_GROUP);

  const { description, publishDate, ...plain } = patch;
  const wanted: Partial<GroupSnapshot> = {
    ...plain,
    ...(description !== undefined && { description: sanitizeStoredHtml(description) }),
    ...(publishDate !== undefined && {
      publishDate: publishDate === null ? null : new Date(publishDate).toISOString(),
    }),
  };
  // Making a group free makes it cost nothing; leaving the packages makes the tier go with it.
  if (patch.isFree === true && patch.price === undefined) wanted.price = 0;
  if (patch.kind !== undefined && patch.kind !== 'package' && patch.tier === undefined) wanted.tier = null;
  // A book's category is fixed: none given (or none) means the Digital Books one.
  if ((patch.kind ?? current.snapshot.kind) === 'book' && !patch.categoryId)
    wanted.categoryId = DIGITAL_BOOKS_CATEGORY_ID;
  if (patch.kind !== undefined && patch.kind !== 'book' && current.snapshot.kind === 'book' && !patch.categoryId)
    wanted.categoryId = null;
  const changed = (Object.keys(wanted) as EditableField[]).filter(
    (field) => JSON.stringify(wanted[field]) !== JSON.stringify(current.snapshot[field as keyof GroupSnapshot]),
  );
  if (changed.length === 0) return false;
  assertChangedFieldsAllowed(actor.role, changed, groupFieldPermission, FIELD_NAMES, 'a package or book');
  const merged: GroupSnapshot = { ...current.snapshot, ...wanted };
  const categoryId = checkKind(merged);
  if (changed.includes('categoryId')) await assertCategory(tx, categoryId);
  if (changed.includes('materialIds')) await assertMaterials(tx, merged.materialIds);
  if (changed.includes('childGroupIds')) await assertChildGroups(tx, id, merged.childGroupIds);

  // The type name follows a change of kind; otherwise the one stored stays.
  const { typeName, ...columns } = columnsOf(merged, categoryId);
  await tx
    .update(materialGroups)
    .set({
      ...columns,
      ...(changed.includes('kind') && { typeName }),
      status: merged.status,
      updatedAt: sql`now()`,
    })
    .where(eq(materialGroups.id, id));
  if (changed.includes('tier') || changed.includes('year')) await writeLabels(tx, id, merged);
  if (changed.includes('materialIds')) await writeContents(tx, id, merged.materialIds);
  if (changed.includes('childGroupIds')) await writeChildren(tx, id, merged.childGroupIds);
  const pick = (snapshot: GroupSnapshot) =>
    Object.fromEntries(changed.map((field) => [field, snapshot[field as keyof GroupSnapshot]]));
  await recordAudit(tx, {
    actor: actor.email,
    action: GROUP_CHANGED,
    entity: 'group',
    entityId: String(id),
    before: pick(current.snapshot),
    after: pick(merged),
  });
  return true;
}
