import type { MaterialType } from '@the-gate/contract/catalogue';
import { apiQuery, useApiQueryById } from '@/lib/api-query';

/** One resource type (backend contract §3.11); an unknown id is a 404 with `{message}`. */
export const materialTypeQueryOptions = (id: number) =>
  apiQuery<MaterialType>(['material-type', id], `/api/material-types/${id}`);

export const useMaterialType = (id: number | null) => useApiQueryById(materialTypeQueryOptions, id);
