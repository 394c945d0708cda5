import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const NEWSLETTER_SUBSCRIPTIONS_PATH = '/api/newsletter-subscriptions';

/**
 * The newsletter sign-up of the information center. B§5 gives the field no handling (INFO-05); we
 * store it (ARCHITECTURE "Forms the spec only simulates … are also stored"): 201 `{ success: true }`,
 * 400/429 `{ message }`.
 */
export function subscribeToNewsletter(email: string): Promise<unknown> {
  return apiFetch<unknown>(NEWSLETTER_SUBSCRIPTIONS_PATH, { method: 'POST', body: { email } });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
