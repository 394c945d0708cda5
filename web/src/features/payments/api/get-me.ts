import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@the-gate/contract/auth';
import { apiFetch } from '@/lib/api-client';

/** GET /api/auth/me (Bearer): the signed-in user's contact details, to prefill checkout. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiFetch<Me>('/api/auth/me', { signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    // Only a convenience: a failure leaves the form empty rather than retrying.
    retry: false,
  });

export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}
