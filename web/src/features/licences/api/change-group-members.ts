import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LicenceGroup } from '@the-gate/contract/licences';
import { apiFetch } from '@/lib/api-client';
import { GROUPS_PATH, groupsKey } from './get-groups';

export const groupMembersPath = (groupId: number) => `${GROUPS_PATH}/${groupId}/members`;
export const groupMemberPath = (groupId: number, email: string) =>
  `${groupMembersPath(groupId)}/${encodeURIComponent(email)}`;

/** POST /api/licences/groups/{id}/members (issue 27 §4): more people in the group. */
export function addGroupMembers(groupId: number, members: string[]): Promise<LicenceGroup> {
  return apiFetch<LicenceGroup>(groupMembersPath(groupId), { method: 'POST', body: { members } });
}

/** DELETE /api/licences/groups/{id}/members/{email} (issue 27 §4): seats already given stay. */
export function removeGroupMember(groupId: number, email: string): Promise<LicenceGroup> {
  return apiFetch<LicenceGroup>(groupMemberPath(groupId, email), { method: 'DELETE' });
}

/** Both change one group's members; the list is read again after either. */
export function useChangeGroupMembers(groupId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: groupsKey });
  return {
    add: useMutation({ mutationFn: (members: string[]) => addGroupMembers(groupId, members), onSuccess }),
    remove: useMutation({ mutationFn: (email: string) => removeGroupMember(groupId, email), onSuccess }),
  };
}
