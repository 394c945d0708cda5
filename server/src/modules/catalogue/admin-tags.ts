import {
  type AdminTagList,
  type AdminTagsQuery,
  LEVELS_RENAME_REFUSED,
  type PatchedTag,
} from '@the-gate/contract/admin-taxonomies';
import { TAG_KEYS, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { can } from '@the-gate/contract/staff-rules';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { recordAudit } from '../audit/service';
import type { CatalogueActor } from './admin-materials';
import { lockTaxonomies } from './admin-taxonomy-lock';
import { materialGroupTags, materialTags, tags } from './schema';

/**
 * The tags in the back office (issue 24 §2): the years (`levels`), the skills (`Sub-strand`) and the
 * rest. Renaming a value renames it on every material, package and book carrying it; the triggers of
 * migration 0008 recompute the materials' search values (`grade_values`, `skill_values`) from the
 * tags in the same statement, and the trigger of migration 0001 on tags drops the shop's cache, so
 * the shop's Year and Skills filters follow the new value at once.
 */

export const TAG_NOT_FOUND = 'There is no such tag.';
export const tagInUse = (materials: number, groups: number) => {
  const parts = [
    materials > 0 && `${materials} material${materials === 1 ? '' : 's'}`,
    groups > 0 && `${groups} package${groups === 1 ? '' : 's'} or book${groups === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return `This tag is still on ${parts.join(' and ')}: take it off them first, or rename it to another value of the same key to merge the two.`;
};
export const MERGE_NEEDS_MANAGER = (key: string, value: string) =>
  `The tag "${key}: ${value}" exists already, so this rename would merge the two tags; your role cannot merge tags. Ask a manager or an owner.`;

/**
 * A tag's usage, counted per row in the list and again under the lock before a merge or delete. The
 * outer column is written out: inside a subquery Drizzle would print it as a bare "id".
 */
const materialCount = sql<number>`(SELECT count(*) FROM material_tags mt WHERE mt.tag_id = tags.id)::int`;
const groupCount = sql<number>`(SELECT count(*) FROM material_group_tags gt WHERE gt.tag_id = tags.id)::int`;

/** The tags of one key (or all), optionally those whose value contains `search`, by key then value. */
export async function listTags(db: Database, query: AdminTagsQuery): Promise<AdminTagList> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const items = await db
    .select({ id: tags.id, key: tags.key, value: tags.value, materialCount, groupCount })
    .from(tags)
    .where(
      and(
        query.key === undefined ? undefined : eq(tags.key, query.key),
        pattern === undefined ? undefined : ilike(tags.value, pattern),
      ),
    )
    .orderBy(asc(tags.key), asc(tags.value), asc(tags.id));
  return { items };
}

/** The tag locked for the rest of `tx`: no material can take it on (or off) until then. */
async function lockedTag(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ id: tags.id, key: tags.key, value: tags.value, materialCount, groupCount })
    .from(tags)
    .where(eq(tags.id, id))
    .for('update');
  return row;
}

/**
 * Marks the materials, packages and books carrying tag `id` as changed: their tags are. A form opened
 * before the rename then sends a stale `expectedUpdatedAt` and gets a 409, instead of saving the old
 * value back onto the item as a new tag (the back office sends an item's whole tag list).
 */
async function touchCarriers(tx: Transaction, id: number) {
  await tx.execute(sql`
    UPDATE materials SET updated_at = now()
    WHERE id IN (SELECT material_id FROM material_tags WHERE tag_id = ${id})`);
  await tx.execute(sql`
    UPDATE material_groups SET updated_at = now()
    WHERE id IN (SELECT group_id FROM material_group_tags WHERE tag_id = ${id})`);
}

/**
 * Moves every link of tag `from` to tag `into` and deletes `from`. An item carrying both keeps its
 * one link to `into` (the primary keys of material_tags and material_group_tags stay unique).
 */
async function mergeTag(tx: Transaction, from: number, into: number) {
  await tx.execute(sql`
    UPDATE material_tags SET tag_id = ${into}
    WHERE tag_id = ${from}
      AND material_id NOT IN (SELECT material_id FROM material_tags WHERE tag_id = ${into})`);
  await tx.delete(materialTags).where(eq(materialTags.tagId, from));
  await tx.execute(sql`
    UPDATE material_group_tags SET tag_id = ${into}
    WHERE tag_id = ${from}
      AND group_id NOT IN (SELECT group_id FROM material_group_tags WHERE tag_id = ${into})`);
  await tx.delete(materialGroupTags).where(eq(materialGroupTags.tagId, from));
  await tx.delete(tags).where(eq(tags.id, from));
}

/**
 * Renames a tag's value everywhere (catalogue.edit: a text), or, when its key already has the new
 * value, merges it into that tag (catalogue.manage: it takes a tag away for good). A `levels` tag may
 * only take one of the four years the shop's Year filter offers (400).
 */
export async function renameTag(db: Database, actor: CatalogueActor, id: number, value: string): Promise<PatchedTag> {
  return db.transaction(async (tx) => {
    await lockTaxonomies(tx);
    const current = await lockedTag(tx, id);
    if (!current) throw new HttpError(404, TAG_NOT_FOUND);
    if (value === current.value) return { id, key: current.key, value, merged: false };
    if (current.key === TAG_KEYS.level && !(YEAR_LEVELS as readonly string[]).includes(value))
      throw new HttpError(400, LEVELS_RENAME_REFUSED);
    const [existing] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.key, current.key), eq(tags.value, value)));
    const before = { key: current.key, value: current.value };
    if (existing && !can(actor.role, 'catalogue.manage'))
      throw new HttpError(403, MERGE_NEEDS_MANAGER(current.key, value));
    await touchCarriers(tx, id);
    if (!existing) {
      await tx.update(tags).set({ value }).where(eq(tags.id, id));
      await recordAudit(tx, {
        actor: actor.email,
        action: 'tag.rename',
        entity: 'tag',
        entityId: String(id),
        before,
        after: { key: current.key, value },
      });
      return { id, key: current.key, value, merged: false };
    }
    const target = (await lockedTag(tx, existing.id))!;
    await mergeTag(tx, id, target.id);
    await recordAudit(tx, {
      actor: actor.email,
      action: 'tag.merge',
      entity: 'tag',
      entityId: String(id),
      before: { ...before, materialCount: current.materialCount, groupCount: current.groupCount },
      after: { key: current.key, value, mergedInto: target.id },
    });
    return { id: target.id, key: current.key, value, merged: true };
  });
}

/** Deletes a tag no material, package or book carries (catalogue.manage); 409 saying how many do. */
export async function deleteTag(db: Database, actor: string, id: number) {
  await db.transaction(async (tx) => {
    await lockTaxonomies(tx);
    const current = await lockedTag(tx, id);
    if (!current) throw new HttpError(404, TAG_NOT_FOUND);
    if (current.materialCount + current.groupCount > 0)
      throw new HttpError(409, tagInUse(current.materialCount, current.groupCount));
    await tx.delete(tags).where(eq(tags.id, id));
    await recordAudit(tx, {
      actor,
      action: 'tag.delete',
      entity: 'tag',
      entityId: String(id),
      before: { key: current.key, value: current.value },
      after: null,
    });
  });
}
