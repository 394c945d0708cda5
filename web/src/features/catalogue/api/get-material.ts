import type { Material } from '@the-gate/contract/catalogue';
import { apiQuery, useApiQueryById } from '@/lib/api-query';

/** One material (backend contract §3.10); an unknown id is a 404 with `{message}` (MD-08). */
export const materialQueryOptions = (id: number) => apiQuery<Material>(['material', id], `/api/materials/${id}`);

export const useMaterial = (id: number | null) => useApiQueryById(materialQueryOptions, id);
