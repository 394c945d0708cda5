import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '@the-gate/contract/catalogue';
import { apiFetchList } from '@/lib/api-client';

/**
 * Tags matching a search term, e.g. "Level" or "Sub-strand" (B§7, contract §3.15). The server
 * matches key or value, so callers keep only the key they want (lib/filter-options.ts).
 */
export function getTags(searchTerm: string, signal?: AbortSignal): Promise<Tag[]> {
  return apiFetchList<Tag>(`/api/tags?${new URLSearchParams({ searchTerm })}`, signal);
}

export const tagsQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: ['tags', searchTerm],
    queryFn: ({ signal }) => getTags(searchTerm, signal),
  });

export function useTags(searchTerm: string) {
  return useQuery(tagsQueryOptions(searchTerm));
}
