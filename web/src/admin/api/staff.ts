import type { PutStaffRequest, StaffList } from '@the-gate/contract/staff';
import { apiFetch } from '@/lib/api-client';

export const staffKey = ['admin', 'staff'] as const;

/** GET /api/admin/staff: every member of staff with their role (owners only, issue 24 §1). */
export function getStaff(signal?: AbortSignal): Promise<StaffList> {
  return apiFetch<StaffList>('/api/admin/staff', { signal });
}

/** PUT /api/admin/staff: gives an existing account a role, or another one (404 unknown e-mail, 409 last owner). */
export function putStaff(request: PutStaffRequest): Promise<unknown> {
  return apiFetch<unknown>('/api/admin/staff', { method: 'PUT', body: request });
}

/** DELETE /api/admin/staff/{userId}: takes the role away (409 for the last owner). */
export function deleteStaff(userId: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/staff/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}
