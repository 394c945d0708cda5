import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiQuery, useApiQueryById } from '@/lib/api-query';

export const packagePath = (id: number) => `/api/material-groups/${id}?includeMaterials=true`;

/** One package with its materials (B§7, PD-09); an unknown id is a 404 with `{"message":"Not found."}`. */
export const packageQueryOptions = (id: number) => apiQuery<MaterialGroup>(['package', id], packagePath(id));

/** No request for a malformed id (PD-06). */
export const usePackage = (id: number | null) => useApiQueryById(packageQueryOptions, id);
