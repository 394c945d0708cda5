import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiFetch } from '@/lib/api-client';

/** One book (B§7, BD-11); an unknown id is a 404 with `{"message":"Not found."}`. */
export function getBook(id: number, signal?: AbortSignal): Promise<MaterialGroup> {
  return apiFetch<MaterialGroup>(`/api/material-groups/${id}`, { signal });
}

export const bookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['book', id],
    queryFn: ({ signal }) => getBook(id, signal),
  });

/** `enabled: false` for a missing or malformed id, so no request is sent for it (BD-08). */
export function useBook(id: number | null) {
  return useQuery({ ...bookQueryOptions(id ?? 0), enabled: id !== null });
}
