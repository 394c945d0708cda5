import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@the-gate/contract/licences';
import { apiFetch } from '@/lib/api-client';

export const INVITATIONS_PATH = '/api/licences/invitations';

export const invitationsKey = ['licences', 'invitations'] as const;

/** GET /api/licences/invitations (Bearer, issue 27 §3): seats offered to the signed-in address, not yet accepted. */
export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => apiFetch<Invitation[]>(INVITATIONS_PATH, { signal }),
  });

/** `enabled: false` without a stored token: a visitor sends no request. */
export function useInvitations(enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(), enabled });
}
