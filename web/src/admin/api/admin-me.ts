import { parseStaffRole, type StaffRole } from '@the-gate/contract/staff-rules';
import { apiFetch } from '@/lib/api-client';

/** Who is at the back office: their name and e-mail, and their staff role (null: a customer). */
export type AdminMe = { fullName: string; email: string; staffRole: StaffRole | null };

export const adminMeKey = ['admin', 'me'] as const;

/**
 * GET /api/auth/me, read for the back office's gate (issue 24 §1): `staffRole` decides what the
 * signed-in user may open. Read by hand, not with zod, so the gate draws without loading it; an
 * unknown role counts as none.
 */
export async function getAdminMe(signal?: AbortSignal): Promise<AdminMe> {
  const me = await apiFetch<Record<string, unknown>>('/api/auth/me', { signal });
  return {
    fullName: typeof me.fullName === 'string' ? me.fullName : '',
    email: typeof me.email === 'string' ? me.email : '',
    staffRole: parseStaffRole(me.staffRole),
  };
}
