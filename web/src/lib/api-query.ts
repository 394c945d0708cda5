import { type QueryKey, queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchList } from '@/lib/api-client';

/**
 * The query for one JSON answer of our API: `path` fetched with the one client (its token and its
 * errors), cached under `queryKey`. Each endpoint file names its key and path with it, beside its
 * hook (STYLE: one file per client endpoint).
 */
export function apiQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => apiFetch<T>(path, { signal }) });
}

/** The same for a list the frontend expects as a bare array: anything else counts as empty (contract §1.2). */
export function apiListQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => apiFetchList<T>(path, signal) });
}

/**
 * One item by an id from the address. A missing or malformed id is null and asks nothing (the
 * page shows its not-found state without a request, which the server would only refuse).
 */
export function useApiQueryById<T>(options: (id: number) => UseQueryOptions<T, Error, T, QueryKey>, id: number | null) {
  return useQuery({ ...options(id ?? 0), enabled: id !== null });
}
