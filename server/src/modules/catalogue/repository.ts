import { PUBLISHED } from '@the-gate/contract/item-status';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import {
  categories,
  materialGroupHierarchy,
  materialGroupMaterials,
  materialGroups,
  materialGroupTags,
  materials,
  materialTags,
  materialTypes,
  tags,
} from './schema';

export type MaterialRow = Awaited<ReturnType<typeof selectMaterials>>[number];
export type GroupRow = typeof materialGroups.$inferSelect & { categoryName: string | null };
export type TagRow = { ownerId: number; id: number; key: string; value: string };

/** `publishedOnly`: the shop's reads (issue 24 §2); the library reads what its owners own, whatever its status. */
export type MaterialFilter = {
  ids?: number[];
  categoryId?: number;
  typeId?: number;
  isStandalone?: boolean;
  publishedOnly?: boolean;
};

const publishedMaterial = eq(materials.status, PUBLISHED);
const publishedGroup = eq(materialGroups.status, PUBLISHED);

function materialWhere(filter: MaterialFilter): SQL | undefined {
  return and(
    filter.ids ? inArray(materials.id, filter.ids) : undefined,
    filter.categoryId !== undefined ? eq(materials.categoryId, filter.categoryId) : undefined,
    filter.typeId !== undefined ? eq(materials.typeId, filter.typeId) : undefined,
    filter.isStandalone !== undefined ? eq(materials.isStandalone, filter.isStandalone) : undefined,
    filter.publishedOnly ? publishedMaterial : undefined,
  );
}

export function selectMaterials(db: Database, filter: MaterialFilter) {
  return db
    .select({
      material: materials,
      typeName: materialTypes.name,
      categoryName: categories.name,
    })
    .from(materials)
    .innerJoin(materialTypes, eq(materialTypes.id, materials.typeId))
    .leftJoin(categories, eq(categories.id, materials.categoryId))
    .where(materialWhere(filter))
    .orderBy(asc(materials.id));
}

/** The tags of every material the filter selects, in one query. */
export function selectMaterialTags(db: Database, filter: MaterialFilter): Promise<TagRow[]> {
  const selected = db.select({ id: materials.id }).from(materials).where(materialWhere(filter));
  return db
    .select({ ownerId: materialTags.materialId, id: tags.id, key: tags.key, value: tags.value })
    .from(materialTags)
    .innerJoin(tags, eq(tags.id, materialTags.tagId))
    .where(inArray(materialTags.materialId, selected))
    .orderBy(asc(tags.key), asc(tags.value));
}

export type GroupFilter = { ids?: number[]; categoryId?: number; publishedOnly?: boolean };

export async function selectGroups(db: Database, filter: GroupFilter): Promise<GroupRow[]> {
  const rows = await db
    .select({ group: materialGroups, categoryName: categories.name })
    .from(materialGroups)
    .leftJoin(categories, eq(categories.id, materialGroups.categoryId))
    .where(
      and(
        filter.ids ? inArray(materialGroups.id, filter.ids) : undefined,
        filter.categoryId !== undefined ? eq(materialGroups.categoryId, filter.categoryId) : undefined,
        filter.publishedOnly ? publishedGroup : undefined,
      ),
    )
    .orderBy(asc(materialGroups.sortOrder), asc(materialGroups.id));
  return rows.map((row) => ({ ...row.group, categoryName: row.categoryName }));
}

export function selectGroupTags(db: Database, groupIds: number[]): Promise<TagRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ownerId: materialGroupTags.groupId, id: tags.id, key: tags.key, value: tags.value })
    .from(materialGroupTags)
    .innerJoin(tags, eq(tags.id, materialGroupTags.tagId))
    .where(inArray(materialGroupTags.groupId, groupIds))
    .orderBy(asc(tags.key), asc(tags.value));
}

export function selectGroupMaterialLinks(db: Database, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({ groupId: materialGroupMaterials.groupId, materialId: materialGroupMaterials.materialId })
    .from(materialGroupMaterials)
    .where(inArray(materialGroupMaterials.groupId, groupIds))
    .orderBy(asc(materialGroupMaterials.sortOrder), asc(materialGroupMaterials.materialId));
}

export function selectGroupMaterialCounts(db: Database, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({ groupId: materialGroupMaterials.groupId, count: count() })
    .from(materialGroupMaterials)
    .where(inArray(materialGroupMaterials.groupId, groupIds))
    .groupBy(materialGroupMaterials.groupId);
}

export function selectGroupLinks(db: Database, groupIds: number[], direction: 'children' | 'parents') {
  if (groupIds.length === 0) return Promise.resolve([]);
  const own = direction === 'children' ? materialGroupHierarchy.parentGroupId : materialGroupHierarchy.childGroupId;
  return db
    .select({ parentGroupId: materialGroupHierarchy.parentGroupId, childGroupId: materialGroupHierarchy.childGroupId })
    .from(materialGroupHierarchy)
    .where(inArray(own, groupIds));
}

export function selectMaterialTypes(db: Database, id?: number) {
  return db
    .select()
    .from(materialTypes)
    .where(id === undefined ? undefined : eq(materialTypes.id, id))
    .orderBy(asc(materialTypes.id));
}

export function selectTags(db: Database, searchTerm?: string) {
  const term = searchTerm?.trim();
  return db
    .select({ id: tags.id, key: tags.key, value: tags.value })
    .from(tags)
    .where(term ? or(ilike(tags.key, likePattern(term)), ilike(tags.value, likePattern(term))) : undefined)
    .orderBy(asc(tags.key), asc(tags.value));
}

/** Groups carrying a tag with this key (and value, when given). */
export function selectGroupIdsWithTag(db: Database, key: string, value?: string) {
  return db
    .selectDistinct({ id: materialGroupTags.groupId })
    .from(materialGroupTags)
    .innerJoin(tags, eq(tags.id, materialGroupTags.tagId))
    .where(and(eq(tags.key, key), value === undefined ? undefined : eq(tags.value, value)));
}

export type CategoryFilter = { parentId?: number | null; includeInactive: boolean };

export function selectCategories(db: Database, filter: CategoryFilter) {
  return db
    .select()
    .from(categories)
    .where(
      and(
        filter.includeInactive ? undefined : eq(categories.isActive, true),
        filter.parentId === undefined
          ? undefined
          : filter.parentId === null
            ? isNull(categories.parentId)
            : eq(categories.parentId, filter.parentId),
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return rows.length > 0;
}

/**
 * Counts a download unless this visitor already downloaded this material today (UTC): the event
 * and the counter in one statement. True when it counted.
 */
export async function countDownload(db: Database, materialId: number, visitor: string): Promise<boolean> {
  const result = (await db.execute(sql`
    WITH fresh AS (
      INSERT INTO download_events (material_id, visitor, day)
      VALUES (${materialId}, ${visitor}, (now() AT TIME ZONE 'UTC')::date)
      ON CONFLICT DO NOTHING
      RETURNING material_id
    )
    UPDATE materials SET download_count = download_count + 1
    WHERE id IN (SELECT material_id FROM fresh)
    RETURNING id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Forgets the download events before yesterday (UTC): they can no longer stop a count. */
export async function pruneDownloadEvents(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM download_events WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
}

/** The ids of the most downloaded published standalone materials, ties broken by id so the order is stable. */
export async function selectPopularMaterialIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.isStandalone, true), publishedMaterial))
    .orderBy(desc(materials.downloadCount), asc(materials.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Materials that can be bought on their own: published standalone ones (a book's file is sold with
 * its book; a draft or archived material is not sold, issue 24 §2).
 */
export function selectSellableMaterials(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: materials.id, title: materials.title, price: materials.price, isFree: materials.isFree })
    .from(materials)
    .where(and(inArray(materials.id, ids), eq(materials.isStandalone, true), publishedMaterial));
}

/** Published books and packages, priced (a draft or archived one is not sold, issue 24 §2). */
export function selectGroupPrices(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: materialGroups.id,
      title: materialGroups.name,
      price: materialGroups.price,
      isFree: materialGroups.isFree,
    })
    .from(materialGroups)
    .where(and(inArray(materialGroups.id, ids), publishedGroup));
}

/** Every material in these groups and, recursively, in their child groups (contract §5.3). */
export async function selectMaterialIdsInGroups(db: Database, groupIds: number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const result = (await db.execute(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT unnest(${`{${groupIds.join(',')}}`}::int[])
      UNION
      SELECT h.child_group_id FROM material_group_hierarchy h JOIN tree ON h.parent_group_id = tree.id
    )
    SELECT DISTINCT m.material_id FROM material_group_materials m WHERE m.group_id IN (SELECT id FROM tree)
    ORDER BY m.material_id`)) as unknown as { rows: { material_id: number }[] };
  return result.rows.map((row) => Number(row.material_id));
}

/** `{12,15}`: an id list as one PostgreSQL array parameter. */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** Each group's materials, its child groups' included, as (group, material) pairs (contract §5.3). */
export async function selectMaterialsByGroup(db: Database, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  const result = (await db.execute(sql`
    WITH RECURSIVE tree(root, id) AS (
      SELECT g, g FROM unnest(${intArray(groupIds)}::int[]) AS g
      UNION
      SELECT tree.root, h.child_group_id FROM material_group_hierarchy h JOIN tree ON h.parent_group_id = tree.id
    )
    SELECT DISTINCT tree.root AS group_id, m.material_id
    FROM tree JOIN material_group_materials m ON m.group_id = tree.id`)) as unknown as {
    rows: { group_id: number; material_id: number }[];
  };
  return result.rows.map((row) => ({ groupId: Number(row.group_id), materialId: Number(row.material_id) }));
}

/**
 * The groups that hold at least one material, every one of which (child groups' included) is among
 * `materialIds`. Only groups above an owned material are looked at, however large the catalogue.
 */
export async function selectGroupsCoveredBy(db: Database, materialIds: number[]): Promise<number[]> {
  if (materialIds.length === 0) return [];
  const owned = intArray(materialIds);
  const result = (await db.execute(sql`
    WITH RECURSIVE
      up(id) AS (
        SELECT m.group_id FROM material_group_materials m WHERE m.material_id = ANY(${owned}::int[])
        UNION
        SELECT h.parent_group_id FROM material_group_hierarchy h JOIN up ON h.child_group_id = up.id
      ),
      tree(root, id) AS (
        SELECT id, id FROM up
        UNION
        SELECT tree.root, h.child_group_id FROM material_group_hierarchy h JOIN tree ON h.parent_group_id = tree.id
      )
    SELECT tree.root AS group_id
    FROM tree JOIN material_group_materials m ON m.group_id = tree.id
    GROUP BY tree.root
    HAVING bool_and(m.material_id = ANY(${owned}::int[]))
    ORDER BY tree.root`)) as unknown as { rows: { group_id: number }[] };
  return result.rows.map((row) => Number(row.group_id));
}

/** Published standalone materials and their last change (the sitemap). */
export function selectStandaloneMaterialDates(db: Database) {
  return db
    .select({ id: materials.id, updatedAt: materials.updatedAt })
    .from(materials)
    .where(and(eq(materials.isStandalone, true), publishedMaterial))
    .orderBy(asc(materials.id));
}

/** Whether a material exists and is sold on its own; undefined when there is none. */
export async function selectMaterialStandalone(db: Database, id: number) {
  const [row] = await db
    .select({ id: materials.id, isStandalone: materials.isStandalone })
    .from(materials)
    .where(eq(materials.id, id));
  return row;
}
