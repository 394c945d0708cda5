import { useQuery } from '@tanstack/react-query';
import type { Material } from '@the-gate/contract/catalogue';
import { apiListQuery } from '@/lib/api-query';

/**
 * The server's default (contract `POPULAR_MATERIALS_LIMIT.default`), repeated here because that
 * module also holds the zod schemas, which the home page's first load should not carry.
 */
export const POPULAR_MATERIALS_LIMIT = 8;

export const popularMaterialsPath = (limit: number) => `/api/materials/popular?limit=${limit}`;

/** The most downloaded standalone materials, most downloaded first, as the server orders them. */
export const popularMaterialsQueryOptions = (limit = POPULAR_MATERIALS_LIMIT) =>
  apiListQuery<Material>(['popular-materials', limit], popularMaterialsPath(limit));

export const usePopularMaterials = (limit = POPULAR_MATERIALS_LIMIT) => useQuery(popularMaterialsQueryOptions(limit));
