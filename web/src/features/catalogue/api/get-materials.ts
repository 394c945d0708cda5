import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '@the-gate/contract/catalogue';
import { apiFetchList } from '@/lib/api-client';

/** `typeId` narrows the list to one resource type (the type page, TP-02). */
export type MaterialsParams = { typeId?: number };

/**
 * The whole standalone catalogue as a bare array, unpaged: search and filters run on the client
 * (B§5, backend contract §3.9).
 */
export function getMaterials(params: MaterialsParams = {}, signal?: AbortSignal): Promise<Material[]> {
  const query = new URLSearchParams({ isStandalone: 'true' });
  if (params.typeId !== undefined) query.set('typeId', String(params.typeId));
  return apiFetchList<Material>(`/api/materials?${query}`, signal);
}

export const materialsQueryOptions = (params: MaterialsParams = {}) =>
  queryOptions({
    queryKey: ['materials', params],
    queryFn: ({ signal }) => getMaterials(params, signal),
  });

export function useMaterials(params: MaterialsParams = {}) {
  return useQuery(materialsQueryOptions(params));
}
