import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const NOTIFY_REQUESTS_PATH = '/api/notify-requests';

/**
 * 'Notify Me' on the payments coming-soon page. A§2 shows no action (PH-07); we store the address
 * (ARCHITECTURE decisions): 201 `{ success: true }`, 400/429 `{ message }`.
 */
export function requestNotify(email: string): Promise<unknown> {
  return apiFetch<unknown>(NOTIFY_REQUESTS_PATH, { method: 'POST', body: { email } });
}

export function useRequestNotify() {
  return useMutation({ mutationFn: requestNotify });
}
