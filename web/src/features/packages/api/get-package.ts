import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiFetch } from '@/lib/api-client';

export const packagePath = (id: number) => `/api/material-groups/${id}?includeMaterials=true`;

/** One package with its materials (B§7, PD-09); an unknown id is a 404 with `{"message":"Not found."}`. */
export function getPackage(id: number, signal?: AbortSignal): Promise<MaterialGroup> {
  return apiFetch<MaterialGroup>(packagePath(id), { signal });
}

export const packageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['package', id],
    queryFn: ({ signal }) => getPackage(id, signal),
  });

/** `enabled: false` for a malformed id, so no request is sent for it (PD-06). */
export function usePackage(id: number | null) {
  return useQuery({ ...packageQueryOptions(id ?? 0), enabled: id !== null });
}
