import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Licence } from '@the-gate/contract/licences';
import { apiFetch } from '@/lib/api-client';

export const LICENCES_PATH = '/api/licences';

/** What every change to a seat (invite, resend, remove) refreshes. */
export const licencesKey = ['licences', 'mine'] as const;

/** GET /api/licences (Bearer, issue 27 §3): the buyer's running licences, with who holds each seat. */
export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: licencesKey,
    queryFn: ({ signal }) => apiFetch<Licence[]>(LICENCES_PATH, { signal }),
  });

/** `enabled: false` without a stored token: a visitor sends no request. */
export function useLicences(enabled: boolean) {
  return useQuery({ ...licencesQueryOptions(), enabled });
}
