import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '@the-gate/contract/catalogue';
import { apiFetch } from '@/lib/api-client';

/** One material (backend contract §3.10); an unknown id is a 404 with `{message}` (MD-08). */
export function getMaterial(id: number, signal?: AbortSignal): Promise<Material> {
  return apiFetch<Material>(`/api/materials/${id}`, { signal });
}

export const materialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['material', id],
    queryFn: ({ signal }) => getMaterial(id, signal),
  });

/** `enabled: false` for a malformed id, so no request is sent for it. */
export function useMaterial(id: number | null) {
  return useQuery({ ...materialQueryOptions(id ?? 0), enabled: id !== null });
}
