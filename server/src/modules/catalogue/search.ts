import { pageCount } from '@the-gate/contract/catalogue-rules';
import {
  MATERIAL_SEARCH_PAGE_SIZE,
  type MaterialSearchQuery,
  type MaterialSearchResult,
} from '@the-gate/contract/catalogue-search';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { Remember } from '../../lib/response-cache';
import { type SummaryRow, searchMaterials } from './search-repository';

/**
 * GET /api/materials/search (issue 12 §2): one page of the standalone materials matching the
 * /materials search and filters (B§5), ordered by id so pages never overlap, with the facet counts.
 */
export async function searchCatalogue(
  { db, files, remember }: { db: Database; files: FileStorage; remember: Remember },
  query: MaterialSearchQuery,
): Promise<MaterialSearchResult> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? MATERIAL_SEARCH_PAGE_SIZE.default;
  const rows = await searchMaterials(db, remember, {
    text: query.q?.trim() ?? '',
    grades: query.grade ?? [],
    typeIds: query.type ?? [],
    skills: query.skill ?? [],
    groupId: query.groupId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    items: rows.items.map((row) => presentSummary(row, files)),
    total: rows.total,
    page,
    pageSize,
    pageCount: pageCount(rows.total, pageSize),
    facets: { grade: rows.grade, type: rows.type, skill: rows.skill },
  };
}

function presentSummary(row: SummaryRow, files: FileStorage) {
  return {
    id: row.id,
    title: row.title,
    briefDescription: row.briefDescription,
    price: row.isFree ? 0 : row.price,
    isFree: row.isFree,
    thumbnailPath: files.publicFileUrl(row.thumbnailKey),
    typeId: row.typeId,
    typeName: row.typeName,
    subject: row.subject,
    author: row.author,
    yearGroup: row.yearGroup,
  };
}
