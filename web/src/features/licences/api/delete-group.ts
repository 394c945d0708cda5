import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { GROUPS_PATH, groupsKey } from './get-groups';

export const groupPath = (groupId: number) => `${GROUPS_PATH}/${groupId}`;

/** DELETE /api/licences/groups/{id} (issue 27 §4): the group goes; the seats it was given stay. */
export function deleteGroup(groupId: number): Promise<void> {
  return apiFetch<void>(groupPath(groupId), { method: 'DELETE' });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
