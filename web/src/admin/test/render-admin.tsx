import { render } from '@testing-library/react';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/stub-api';
import { AdminApp } from '../app';

/** GET /api/auth/me as the server answers it once staff roles exist (issue 24 §1). */
export const meAs = (staffRole: StaffRole | null, email = 'someone@example.com') => ({
  id: 'u1',
  username: email,
  email,
  firstName: 'Sam',
  lastName: 'Lee',
  fullName: 'Sam Lee',
  profilePictureUrl: null,
  role: 1,
  mobileNumber: '',
  country: 'Egypt',
  staffRole,
});

type Options = {
  /** The address, under /admin. */
  path?: string;
  /** Null: nobody signed in (no token stored). */
  role?: StaffRole | null | 'signed-out';
  routes?: Record<string, unknown>;
  /** The answer to "leave with unsaved changes?" */
  confirm?: boolean;
};

/**
 * The back office as the browser runs it, at `path`, with the API stubbed: a token stored unless
 * signed out, /api/auth/me answering for `role`, and `routes` for the rest.
 */
export function renderAdmin({ path = '/admin', role = 'owner', routes = {}, confirm = true }: Options = {}) {
  if (role !== 'signed-out') sessionStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
  const fetchMock = stubApi({
    ...(role !== 'signed-out' && { '/api/auth/me': meAs(role, `${role}@example.com`) }),
    ...routes,
  });
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const leave = vi.fn();
  const confirmSpy = vi.fn(() => confirm);
  const view = render(
    <AdminApp queryClient={createQueryClient()} location={location} leave={leave} confirm={confirmSpy} />,
  );
  return { ...view, fetchMock, leave, confirm: confirmSpy, history: location.history, navigate: location.navigate };
}
