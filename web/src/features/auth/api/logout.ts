import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/logout with the stored bearer token, so the server can revoke it. */
export function logout(): Promise<unknown> {
  return apiFetch<unknown>('/api/auth/logout', { method: 'POST' });
}
