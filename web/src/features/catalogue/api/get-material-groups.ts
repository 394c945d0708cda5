import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiFetchList } from '@/lib/api-client';

export type MaterialGroupsParams = { includeMaterials?: boolean };

/** Every material group as a bare array; anything else counts as empty (B§7, contract §3.12). */
export function getMaterialGroups(params: MaterialGroupsParams = {}, signal?: AbortSignal): Promise<MaterialGroup[]> {
  const query = new URLSearchParams();
  if (params.includeMaterials) query.set('includeMaterials', 'true');
  const search = query.toString();
  return apiFetchList<MaterialGroup>(search ? `/api/material-groups?${search}` : '/api/material-groups', signal);
}

export const materialGroupsQueryOptions = (params: MaterialGroupsParams = {}) =>
  queryOptions({
    queryKey: ['material-groups', params],
    queryFn: ({ signal }) => getMaterialGroups(params, signal),
  });

export function useMaterialGroups(params: MaterialGroupsParams = {}) {
  return useQuery(materialGroupsQueryOptions(params));
}
