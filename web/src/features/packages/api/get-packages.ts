import { useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiListQuery } from '@/lib/api-query';

export const PACKAGES_PATH = '/api/packages';

/** Every package (a group with a PackageType tag), without materials, by year then tier (contract §3.14). */
export const packagesQueryOptions = () => apiListQuery<MaterialGroup>(['packages'], PACKAGES_PATH);

export const usePackages = () => useQuery(packagesQueryOptions());
