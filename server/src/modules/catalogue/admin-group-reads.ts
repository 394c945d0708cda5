import type { AdminGroup, AdminGroupList, AdminGroupsQuery } from '@the-gate/contract/admin-groups';
import { DIGITAL_BOOKS_CATEGORY_ID, TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { GROUP_NOT_FOUND, groupSnapshot, kindOf } from './admin-groups';
import { groupTags, presentGroup } from './presenters';
import { selectGroups, selectGroupTags } from './repository';
import { materialGroups, materials } from './schema';

/**
 * What the back office reads of packages, books and collections (issue 24 §2), whatever their
 * status: one page of the list, filtered, sorted and counted in a single query, and one group with
 * its ordered contents.
 */

// The correlated subqueries name the outer row in full: drizzle writes a bare "id" in a select list,
// which inside the subquery would be the tag's id.

/** The value of the group's tag with this key (the first, if it had several). */
const tagValue = (key: string) => sql<string | null>`(
  SELECT min(t.value) FROM material_group_tags gt JOIN tags t ON t.id = gt.tag_id
  WHERE gt.group_id = material_groups.id AND t.key = ${key})`;

/** The groups carrying a tag with this key (and value): one semi-join, not a probe per row. */
const taggedWith = (key: string, value?: string) => sql`${materialGroups.id} IN (
  SELECT gt.group_id FROM material_group_tags gt JOIN tags t ON t.id = gt.tag_id
  WHERE t.key = ${key}${value === undefined ? sql`` : sql` AND t.value = ${value}`})`;

const hasTier = taggedWith(TAG_KEYS.packageType);

const notBook = sql`${materialGroups.categoryId} IS DISTINCT FROM ${DIGITAL_BOOKS_CATEGORY_ID}`;

function kindFilter(kind: AdminGroupsQuery['kind']): SQL | undefined {
  if (kind === 'book') return eq(materialGroups.categoryId, DIGITAL_BOOKS_CATEGORY_ID);
  if (kind === 'package') return and(notBook, hasTier);
  if (kind === 'collection') return and(notBook, sql`NOT ${hasTier}`);
  return undefined;
}

const SORT_COLUMNS = {
  updatedAt: materialGroups.updatedAt,
  createdAt: materialGroups.createdAt,
  name: sql`lower(${materialGroups.name})`,
  price: materialGroups.price,
  status: materialGroups.status,
} as const;

/** One page of the back office's list and how many match in all, in one query (the count is a window). */
export async function listAdminGroups(
  db: Database,
  files: FileStorage,
  query: AdminGroupsQuery,
): Promise<AdminGroupList> {
  const { limit, offset } = adminPageWindow(query);
  const search = query.search?.trim();
  const where = and(
    search
      ? or(
          ilike(materialGroups.name, likePattern(search)),
          ilike(materialGroups.briefDescription, likePattern(search)),
          ilike(materialGroups.author, likePattern(search)),
        )
      : undefined,
    query.status ? eq(materialGroups.status, query.status) : undefined,
    kindFilter(query.kind),
    query.year ? taggedWith(TAG_KEYS.level, query.year) : undefined,
  );
  const direction =
    (query.order ?? (query.sort && query.sort !== 'updatedAt' && query.sort !== 'createdAt' ? 'asc' : 'desc')) === 'asc'
      ? asc
      : desc;
  const ordering = [direction(SORT_COLUMNS[query.sort ?? 'updatedAt']), direction(materialGroups.id)];
  // The page's ids first, filtered, sorted and counted (a window) in SQL; the tags and counts shown
  // in a row are then looked up for those rows only, not for every match.
  const pageRows = db.$with('page_rows').as(
    db
      .select({
        pageId: materialGroups.id,
        totalCount: sql<number>`count(*) OVER ()`.mapWith(Number).as('total_count'),
      })
      .from(materialGroups)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset(offset),
  );
  const rows = await db
    .with(pageRows)
    .select({
      id: materialGroups.id,
      name: materialGroups.name,
      price: materialGroups.price,
      isFree: materialGroups.isFree,
      status: materialGroups.status,
      categoryId: materialGroups.categoryId,
      thumbnailKey: materialGroups.thumbnailKey,
      updatedAt: materialGroups.updatedAt,
      tier: tagValue(TAG_KEYS.packageType),
      year: tagValue(TAG_KEYS.level),
      materialCount:
        sql<number>`(SELECT count(*) FROM material_group_materials m WHERE m.group_id = material_groups.id)`.mapWith(
          Number,
        ),
      totalCount: pageRows.totalCount,
    })
    .from(materialGroups)
    .innerJoin(pageRows, eq(pageRows.pageId, materialGroups.id))
    .orderBy(...ordering);
  // Past the last page the window has no row to count on: count on its own then.
  const totalCount =
    rows[0]?.totalCount ??
    ((query.page ?? 1) > 1
      ? (
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(materialGroups)
            .where(where)
        )[0]!.n
      : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: kindOf(row),
      tier: row.tier,
      year: row.year,
      price: row.isFree ? 0 : row.price,
      isFree: row.isFree,
      status: row.status,
      materialCount: row.materialCount,
      thumbnailPath: files.publicFileUrl(row.thumbnailKey),
      updatedAt: row.updatedAt.toISOString(),
    })),
    totalCount,
  };
}

/** One group as the back office edits it: the public shape, its status and dates, its ordered contents. */
export async function getAdminGroup(db: Database, files: FileStorage, id: number): Promise<AdminGroup> {
  const current = await groupSnapshot(db, id);
  const [row] = await selectGroups(db, { ids: [id] });
  if (!current || !row) throw new HttpError(404, GROUP_NOT_FOUND);
  const { snapshot } = current;
  const [tagRows, contentRows, groupRows] = await Promise.all([
    selectGroupTags(db, [id]),
    snapshot.materialIds.length
      ? db
          .select({ id: materials.id, title: materials.title, status: materials.status })
          .from(materials)
          .where(inArray(materials.id, snapshot.materialIds))
      : [],
    snapshot.childGroupIds.length
      ? db
          .select({ id: materialGroups.id, title: materialGroups.name, status: materialGroups.status })
          .from(materialGroups)
          .where(inArray(materialGroups.id, snapshot.childGroupIds))
      : [],
  ]);
  const inOrder = <T extends { id: number }>(ids: number[], found: T[]) =>
    ids.flatMap((one) => found.find((item) => item.id === one) ?? []);
  return {
    ...presentGroup(row, groupTags(tagRows).get(id) ?? [], snapshot.materialIds.length, files),
    status: snapshot.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    kind: snapshot.kind,
    tier: snapshot.tier,
    year: snapshot.year,
    materialIds: snapshot.materialIds,
    contents: inOrder(snapshot.materialIds, contentRows),
    childGroupIds: snapshot.childGroupIds,
    includedGroups: inOrder(snapshot.childGroupIds, groupRows),
  };
}
