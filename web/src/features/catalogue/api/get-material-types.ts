import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialType } from '@the-gate/contract/catalogue';
import { apiFetchList } from '@/lib/api-client';

/** Every resource type, for the 'Resource Types' filter (backend contract §3.11). */
export function getMaterialTypes(signal?: AbortSignal): Promise<MaterialType[]> {
  return apiFetchList<MaterialType>('/api/material-types', signal);
}

export const materialTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['material-types'],
    queryFn: ({ signal }) => getMaterialTypes(signal),
  });

export function useMaterialTypes() {
  return useQuery(materialTypesQueryOptions());
}
