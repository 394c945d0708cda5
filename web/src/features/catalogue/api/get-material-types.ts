import { useQuery } from '@tanstack/react-query';
import type { MaterialType } from '@the-gate/contract/catalogue';
import { apiListQuery } from '@/lib/api-query';

/** Every resource type, for the 'Resource Types' filter (backend contract §3.11). */
export const materialTypesQueryOptions = () => apiListQuery<MaterialType>(['material-types'], '/api/material-types');

export const useMaterialTypes = () => useQuery(materialTypesQueryOptions());
