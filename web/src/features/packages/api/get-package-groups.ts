import { useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiListQuery } from '@/lib/api-query';

/** The year page's call, exactly as B§7 and PY-01 name it: every group with its tags and materials. */
export const PACKAGE_GROUPS_PATH =
  '/api/material-groups?includeMaterials=true&includeChildGroups=true&includeParentGroups=true';

/**
 * A bare array of groups; anything else counts as empty (B§7, contract §3.12). One cache entry for
 * the tier pages, the year-level tiers and the packages carousel. The key sits under
 * 'material-groups' so invalidating the groups reaches it too.
 */
export const packageGroupsQueryOptions = () =>
  apiListQuery<MaterialGroup>(
    ['material-groups', { includeMaterials: true, includeChildGroups: true, includeParentGroups: true }],
    PACKAGE_GROUPS_PATH,
  );

/** `enabled: false` for a year outside 5 to 8: nothing could match, so nothing is asked. */
export function usePackageGroups({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...packageGroupsQueryOptions(), enabled });
}
