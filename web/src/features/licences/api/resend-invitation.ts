import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const resendPath = (licenceId: number, seatId: string) => `/api/licences/${licenceId}/seats/${seatId}/resend`;

/** POST /api/licences/{id}/seats/{seatId}/resend (issue 27 §3): the mail again, while the seat is Invited. */
export function resendInvitation(licenceId: number, seatId: string): Promise<{ message: string }> {
  // An empty JSON object: the server refuses a JSON POST without a body.
  return apiFetch<{ message: string }>(resendPath(licenceId, seatId), { method: 'POST', body: {} });
}

export function useResendInvitation(licenceId: number) {
  return useMutation({ mutationFn: (seatId: string) => resendInvitation(licenceId, seatId) });
}
