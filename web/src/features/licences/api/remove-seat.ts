import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { licencesKey } from './get-licences';

export const seatPath = (licenceId: number, seatId: string) => `/api/licences/${licenceId}/seats/${seatId}`;

/** DELETE /api/licences/{id}/seats/{seatId} (issue 27 §3): the seat is free again and its holder loses the item. */
export function removeSeat(licenceId: number, seatId: string): Promise<void> {
  return apiFetch<void>(seatPath(licenceId, seatId), { method: 'DELETE' });
}

export function useRemoveSeat(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seatId: string) => removeSeat(licenceId, seatId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licencesKey }),
  });
}
