import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiFetch } from '@/lib/api-client';

/** One group with its materials (B§7, contract §3.13); an unknown id is a 404 with `{message}`. */
export function getMaterialGroup(id: number, signal?: AbortSignal): Promise<MaterialGroup> {
  return apiFetch<MaterialGroup>(`/api/material-groups/${id}?includeMaterials=true`, { signal });
}

export const materialGroupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['material-group', id],
    queryFn: ({ signal }) => getMaterialGroup(id, signal),
  });

/** `enabled: false` for a malformed id, so no request is sent for it. */
export function useMaterialGroup(id: number | null) {
  return useQuery({ ...materialGroupQueryOptions(id ?? 0), enabled: id !== null });
}
