import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Distributor } from '@the-gate/contract/content';
import { apiFetchList } from '@/lib/api-client';

export const DISTRIBUTORS_PATH = '/api/distributors';

/**
 * Every distributor, fetched once: the search box filters them in the browser (DIS-04), so typing
 * never waits for the network. The spec hard-codes them; we serve them (ARCHITECTURE decisions).
 */
export function getDistributors(signal?: AbortSignal): Promise<Distributor[]> {
  return apiFetchList<Distributor>(DISTRIBUTORS_PATH, signal);
}

export const distributorsQueryOptions = () =>
  queryOptions({
    queryKey: ['distributors'],
    queryFn: ({ signal }) => getDistributors(signal),
  });

export function useDistributors() {
  return useQuery(distributorsQueryOptions());
}
