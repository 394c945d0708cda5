import { useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiListQuery } from '@/lib/api-query';

export type MaterialGroupsParams = { includeMaterials?: boolean };

/** Every material group as a bare array; anything else counts as empty (B§7, contract §3.12). */
export const materialGroupsQueryOptions = ({ includeMaterials = false }: MaterialGroupsParams = {}) =>
  apiListQuery<MaterialGroup>(
    ['material-groups', includeMaterials ? { includeMaterials } : {}],
    includeMaterials ? '/api/material-groups?includeMaterials=true' : '/api/material-groups',
  );

export const useMaterialGroups = (params: MaterialGroupsParams = {}) => useQuery(materialGroupsQueryOptions(params));
