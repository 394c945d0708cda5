import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import { apiFetchList } from '@/lib/api-client';

export const BOOKS_PATH = `/api/material-groups?categoryId=${DIGITAL_BOOKS_CATEGORY_ID}`;

/** The digital books: the groups of the one fixed category; a non-array answer counts as empty (B§7, DB-16). */
export function getBooks(signal?: AbortSignal): Promise<MaterialGroup[]> {
  return apiFetchList<MaterialGroup>(BOOKS_PATH, signal);
}

export const booksQueryOptions = () =>
  queryOptions({
    queryKey: ['books'],
    queryFn: ({ signal }) => getBooks(signal),
  });

export function useBooks() {
  return useQuery(booksQueryOptions());
}
