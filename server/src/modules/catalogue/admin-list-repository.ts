import type { AdminMaterialSort, AdminMaterialsQuery } from '@the-gate/contract/admin-catalogue';
import type { ItemStatus } from '@the-gate/contract/item-status';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { likePattern } from '../../lib/like-pattern';
import { materials, materialTypes } from './schema';

/**
 * The back office's materials table (issue 24 §2): search, filters, sort and paging all in SQL, so
 * 10,000 materials hand one page of rows to JS (bench/admin-catalogue.bench.ts). Every status is
 * listed: staff see drafts and archived items the shop hides.
 */

export type AdminMaterialListRow = {
  id: number;
  title: string;
  typeId: number;
  typeName: string;
  price: number;
  isFree: boolean;
  status: ItemStatus;
  yearGroup: string | null;
  thumbnailKey: string | null;
  hasFile: boolean;
  pages: number | null;
  updatedAt: Date;
};

const SORT_COLUMNS = {
  updatedAt: materials.updatedAt,
  createdAt: materials.createdAt,
  title: materials.title,
  price: materials.price,
  status: materials.status,
} satisfies Record<AdminMaterialSort, unknown>;

/**
 * Search: a case-insensitive substring of the title, brief description, author or subject, `%` and `_`
 * as themselves. Year: the shop's Grade filter (B§5) on `grade_values` of migration 0008, which holds
 * the `levels` tag values or, without one, the years the title or brief names; so a year lists here
 * what the shop lists under it.
 */
function adminMaterialWhere(query: AdminMaterialsQuery): SQL | undefined {
  const text = query.search?.trim();
  const pattern = text ? likePattern(text) : undefined;
  return and(
    pattern
      ? or(
          ilike(materials.title, pattern),
          ilike(materials.briefDescription, pattern),
          ilike(materials.author, pattern),
          ilike(materials.subject, pattern),
        )
      : undefined,
    query.status ? eq(materials.status, query.status) : undefined,
    query.typeId !== undefined ? eq(materials.typeId, query.typeId) : undefined,
    query.year ? sql`${materials.gradeValues} @> ARRAY[${query.year}]::text[]` : undefined,
  );
}

/** One page of the materials matching `query`, in its order (ties broken by id), and how many match in all. */
export async function selectAdminMaterialPage(
  db: Database,
  query: AdminMaterialsQuery,
): Promise<{ rows: AdminMaterialListRow[]; totalCount: number }> {
  const where = adminMaterialWhere(query);
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = adminPageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: materials.id,
        title: materials.title,
        typeId: materials.typeId,
        typeName: materialTypes.name,
        price: materials.price,
        isFree: materials.isFree,
        status: materials.status,
        yearGroup: sql<string | null>`CASE WHEN ${materials.hasLevels} THEN ${materials.gradeValues}[1] END`,
        thumbnailKey: materials.thumbnailKey,
        hasFile: sql<boolean>`${materials.fileKey} IS NOT NULL`,
        pages: materials.pages,
        updatedAt: materials.updatedAt,
      })
      .from(materials)
      .innerJoin(materialTypes, eq(materialTypes.id, materials.typeId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort ?? 'updatedAt']), direction(materials.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(materials).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}
