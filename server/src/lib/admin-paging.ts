import { ADMIN_PAGE_SIZE } from '@the-gate/contract/admin-catalogue';

/**
 * The rows of one page of a back-office list (issue 24 §2): `page` from 1, `pageSize` the contract's
 * default when the query names none. Every admin list pages the same way.
 */
export function adminPageWindow(query: { page?: number; pageSize?: number }): { limit: number; offset: number } {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE.default;
  return { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize };
}
