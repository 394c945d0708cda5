import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialType } from '@the-gate/contract/catalogue';
import { apiFetch } from '@/lib/api-client';

/** One resource type (backend contract §3.11); an unknown id is a 404 with `{message}`. */
export function getMaterialType(id: number, signal?: AbortSignal): Promise<MaterialType> {
  return apiFetch<MaterialType>(`/api/material-types/${id}`, { signal });
}

export const materialTypeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['material-type', id],
    queryFn: ({ signal }) => getMaterialType(id, signal),
  });

/** `enabled: false` for a malformed id, so no request is sent for it. */
export function useMaterialType(id: number | null) {
  return useQuery({ ...materialTypeQueryOptions(id ?? 0), enabled: id !== null });
}
