import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { GROUPS_PATH, groupsKey } from './get-groups';
import { licencesKey } from './get-licences';

export const groupSeatsPath = (groupId: number) => `${GROUPS_PATH}/${groupId}/seats`;

export type GivenSeats = { invited: number; alreadyHolders: number };

/** POST /api/licences/groups/{id}/seats (issue 27 §4): every member invited to a seat of the licence at once. */
export function giveGroupSeats(groupId: number, licenceId: number): Promise<GivenSeats> {
  return apiFetch<GivenSeats>(groupSeatsPath(groupId), { method: 'POST', body: { licenceId } });
}

/** The licence's holders and the group's given licences both change. */
export function useGiveGroupSeats(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licenceId: number) => giveGroupSeats(groupId, licenceId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: licencesKey }),
        queryClient.invalidateQueries({ queryKey: groupsKey }),
      ]),
  });
}
