import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { acceptInvitationResponseSchema } from '@the-gate/contract/licences';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { invitationsKey } from './get-invitations';

export const acceptPath = (seatId: string) => `/api/licences/invitations/${seatId}/accept`;

export type AcceptedSeat = z.infer<typeof acceptInvitationResponseSchema>;

/** POST /api/licences/invitations/{seatId}/accept (issue 27 §3): the item joins the library or the courses. */
export function acceptInvitation(seatId: string): Promise<AcceptedSeat> {
  // An empty JSON object: the server refuses a JSON POST without a body.
  return apiFetch<AcceptedSeat>(acceptPath(seatId), { method: 'POST', body: {} });
}

/**
 * Accepts, then reloads the invitations and what the seat gave: My Materials ('library') or My
 * Courses ('courses') show the item on their next visit without a stale answer in between.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsKey }),
        queryClient.invalidateQueries({ queryKey: ['library'] }),
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
      ]),
  });
}
