import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiQuery, useApiQueryById } from '@/lib/api-query';

/** One group with its materials (B§7, contract §3.13); an unknown id is a 404 with `{message}`. */
export const materialGroupQueryOptions = (id: number) =>
  apiQuery<MaterialGroup>(['material-group', id], `/api/material-groups/${id}?includeMaterials=true`);

export const useMaterialGroup = (id: number | null) => useApiQueryById(materialGroupQueryOptions, id);
