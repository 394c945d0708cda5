import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupRequest, LicenceGroup } from '@the-gate/contract/licences';
import { apiFetch } from '@/lib/api-client';
import { GROUPS_PATH, groupsKey } from './get-groups';

/** POST /api/licences/groups (issue 27 §4): a named group ("Year 6 teachers") and its members' e-mails. */
export function createGroup(group: GroupRequest): Promise<LicenceGroup> {
  return apiFetch<LicenceGroup>(GROUPS_PATH, { method: 'POST', body: group });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
