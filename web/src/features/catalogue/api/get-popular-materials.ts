import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '@the-gate/contract/catalogue';
import { apiFetchList } from '@/lib/api-client';

/**
 * The server's default (contract `POPULAR_MATERIALS_LIMIT.default`), repeated here because that
 * module also holds the zod schemas, which the home page's first load should not carry.
 */
export const POPULAR_MATERIALS_LIMIT = 8;

export const popularMaterialsPath = (limit: number) => `/api/materials/popular?limit=${limit}`;

/** The most downloaded standalone materials, most downloaded first, as the server orders them. */
export function getPopularMaterials(limit: number, signal?: AbortSignal): Promise<Material[]> {
  return apiFetchList<Material>(popularMaterialsPath(limit), signal);
}

export const popularMaterialsQueryOptions = (limit = POPULAR_MATERIALS_LIMIT) =>
  queryOptions({
    queryKey: ['popular-materials', limit],
    queryFn: ({ signal }) => getPopularMaterials(limit, signal),
  });

export function usePopularMaterials(limit = POPULAR_MATERIALS_LIMIT) {
  return useQuery(popularMaterialsQueryOptions(limit));
}
