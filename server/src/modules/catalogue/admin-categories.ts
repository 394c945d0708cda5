import type {
  AdminCategoryList,
  CreateCategoryRequest,
  PatchCategoryRequest,
} from '@the-gate/contract/admin-taxonomies';
import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import type { Permission } from '@the-gate/contract/staff-rules';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assertChangedFieldsAllowed } from '../../lib/field-rights';
import { HttpError } from '../../lib/http-errors';
import { recordAudit } from '../audit/service';
import type { CatalogueActor } from './admin-materials';
import { lockTaxonomies } from './admin-taxonomy-lock';
import { categories } from './schema';

/**
 * The categories in the back office (issue 24 §2): list with usage, create, change (a move that
 * would make a cycle is refused), delete an unused one. Every write goes through the trigger of
 * migration 0001 on categories, which drops the shop's cached category trees and lists.
 */

export const CATEGORY_NOT_FOUND = 'There is no such category.';
export const UNKNOWN_PARENT = 'There is no category with this parent id.';
export const CATEGORY_CYCLE =
  'A category cannot be moved under itself or under one of its own subcategories: choose another parent.';
export const DIGITAL_BOOKS_KEPT =
  'The Digital Books category cannot be deleted: the shop shows the digital books from this category.';
export const slugTaken = (slug: string) =>
  `Another category already has the slug "${slug}": the slug is the category's address, so it must be unique.`;
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** The 409 of a delete: what still uses the category, so the member of staff knows what to move. */
export const categoryInUse = (use: { materials: number; groups: number; children: number }) => {
  const parts = [
    use.materials > 0 && counted(use.materials, 'material', 'materials'),
    use.groups > 0 && counted(use.groups, 'package or book', 'packages or books'),
    use.children > 0 && counted(use.children, 'subcategory', 'subcategories'),
  ].filter(Boolean);
  return `This category is still used by ${parts.join(', ')}: move them to another category first, then delete it.`;
};

type Field = keyof PatchCategoryRequest;

/**
 * What changing a field of a category takes (issue 24 §1, decided here): its name, description and
 * place among its siblings are texts and presentation (catalogue.edit, editors too); its slug is its
 * address in the shop and its parent its place in the tree, which move whole branches of the shop
 * (catalogue.manage); hiding or showing it in the shop is publishing (catalogue.publish).
 */
export function categoryFieldPermission(field: Field): Permission {
  if (field === 'slug' || field === 'parentId') return 'catalogue.manage';
  if (field === 'isActive') return 'catalogue.publish';
  return 'catalogue.edit';
}

const FIELD_NAMES: Record<Field, string> = {
  name: 'the name',
  slug: 'the slug',
  description: 'the description',
  parentId: 'the parent',
  isActive: 'the visibility',
  sortOrder: 'the order',
};

/** Every category, active or not, flat with its parent, with what uses it. */
export async function listCategories(db: Database): Promise<AdminCategoryList> {
  const items = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      parentId: categories.parentId,
      isActive: categories.isActive,
      sortOrder: categories.sortOrder,
      // Written out: inside a subquery Drizzle would print the outer column as a bare "id".
      materialCount: sql<number>`(SELECT count(*) FROM materials m WHERE m.category_id = categories.id)::int`,
      groupCount: sql<number>`(SELECT count(*) FROM material_groups g WHERE g.category_id = categories.id)::int`,
      childCount: sql<number>`(SELECT count(*) FROM categories c WHERE c.parent_id = categories.id)::int`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  return { items };
}

async function assertSlugFree(db: Database, slug: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId === undefined ? undefined : ne(categories.id, exceptId)));
  if (clash) throw new HttpError(409, slugTaken(slug));
}

/** The ids from `id` up to its root, `id` first (a cycle already stored stops the walk). */
async function ancestry(db: Database, id: number): Promise<number[]> {
  const result = (await db.execute(sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM categories WHERE id = ${id}
      UNION
      SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
    )
    SELECT id FROM up`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

async function assertParent(db: Database, parentId: number | null | undefined, movedId?: number) {
  if (parentId == null) return;
  const chain = await ancestry(db, parentId);
  if (chain.length === 0) throw new HttpError(400, UNKNOWN_PARENT);
  if (movedId !== undefined && chain.includes(movedId)) throw new HttpError(400, CATEGORY_CYCLE);
}

type CategoryRow = typeof categories.$inferSelect;
const snapshot = ({ id: _id, ...fields }: CategoryRow) => fields;

/** Creates a category (catalogue.manage); its id. */
export async function createCategory(db: Database, actor: string, input: CreateCategoryRequest) {
  return db.transaction(async (tx) => {
    await lockTaxonomies(tx);
    await assertSlugFree(tx, input.slug);
    await assertParent(tx, input.parentId);
    const [row] = await tx
      .insert(categories)
      .values({ ...input, description: input.description ?? null, parentId: input.parentId ?? null })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'category.create',
      entity: 'category',
      entityId: String(row!.id),
      before: null,
      after: snapshot(row!),
    });
    return row!.id;
  });
}

/**
 * Changes the fields `patch` names (catalogue.edit at the door, then each field's own right: a 403
 * names the field). Only what differs is written and audited.
 */
export async function changeCategory(db: Database, actor: CatalogueActor, id: number, patch: PatchCategoryRequest) {
  await db.transaction(async (tx) => {
    await lockTaxonomies(tx);
    const [current] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!current) throw new HttpError(404, CATEGORY_NOT_FOUND);
    const changed = (Object.keys(patch) as Field[]).filter(
      (field) => patch[field] !== undefined && patch[field] !== current[field],
    );
    if (changed.length === 0) return;
    assertChangedFieldsAllowed(actor.role, changed, categoryFieldPermission, FIELD_NAMES, 'a category');
    if (changed.includes('slug')) await assertSlugFree(tx, patch.slug!, id);
    if (changed.includes('parentId')) await assertParent(tx, patch.parentId, id);
    const after = Object.fromEntries(changed.map((field) => [field, patch[field]]));
    await tx.update(categories).set(after).where(eq(categories.id, id));
    await recordAudit(tx, {
      actor: actor.email,
      action: 'category.update',
      entity: 'category',
      entityId: String(id),
      before: Object.fromEntries(changed.map((field) => [field, current[field]])),
      after,
    });
  });
}

/** Deletes a category nothing uses (catalogue.manage); 409 saying what still does. */
export async function deleteCategory(db: Database, actor: string, id: number) {
  await db.transaction(async (tx) => {
    await lockTaxonomies(tx);
    // Locked, so no material, package or subcategory can be filed under it before the delete.
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw new HttpError(404, CATEGORY_NOT_FOUND);
    if (id === DIGITAL_BOOKS_CATEGORY_ID) throw new HttpError(409, DIGITAL_BOOKS_KEPT);
    const result = (await tx.execute(sql`
      SELECT (SELECT count(*) FROM materials WHERE category_id = ${id})::int AS materials,
             (SELECT count(*) FROM material_groups WHERE category_id = ${id})::int AS groups,
             (SELECT count(*) FROM categories WHERE parent_id = ${id})::int AS children`)) as unknown as {
      rows: { materials: number; groups: number; children: number }[];
    };
    const use = result.rows[0]!;
    if (use.materials + use.groups + use.children > 0) throw new HttpError(409, categoryInUse(use));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actor,
      action: 'category.delete',
      entity: 'category',
      entityId: String(id),
      before: snapshot(current),
      after: null,
    });
  });
}
