import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiFetchList } from '@/lib/api-client';

export const PACKAGES_PATH = '/api/packages';

/** Every package (a group with a PackageType tag), without materials, by year then tier (contract §3.14). */
export function getPackages(signal?: AbortSignal): Promise<MaterialGroup[]> {
  return apiFetchList<MaterialGroup>(PACKAGES_PATH, signal);
}

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: ['packages'],
    queryFn: ({ signal }) => getPackages(signal),
  });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
