import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenceGroup } from '@the-gate/contract/licences';
import { apiFetch } from '@/lib/api-client';

export const GROUPS_PATH = '/api/licences/groups';

/** What every change to a group refreshes. */
export const groupsKey = ['licences', 'groups'] as const;

/** GET /api/licences/groups (Bearer, issue 27 §4): the buyer's named groups of people, by e-mail. */
export const groupsQueryOptions = () =>
  queryOptions({
    queryKey: groupsKey,
    queryFn: ({ signal }) => apiFetch<LicenceGroup[]>(GROUPS_PATH, { signal }),
  });

export function useGroups(enabled: boolean) {
  return useQuery({ ...groupsQueryOptions(), enabled });
}
