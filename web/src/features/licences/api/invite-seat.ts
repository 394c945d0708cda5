import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { licencesKey } from './get-licences';

export const seatsPath = (licenceId: number) => `/api/licences/${licenceId}/seats`;

/** POST /api/licences/{id}/seats (issue 27 §3): a free seat offered to `email`, which is mailed a link. */
export function inviteSeat(licenceId: number, email: string): Promise<{ seatId: string }> {
  return apiFetch<{ seatId: string }>(seatsPath(licenceId), { method: 'POST', body: { email } });
}

/** Invites, then reloads the licences: the new holder shows as Invited. */
export function useInviteSeat(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteSeat(licenceId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licencesKey }),
  });
}
