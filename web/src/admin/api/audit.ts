import type { AuditPage } from '@the-gate/contract/staff';
import { apiFetch } from '@/lib/api-client';

export const auditKey = (page: number) => ['admin', 'audit', page] as const;

/** GET /api/admin/audit?page=: one page of the back office's changes, newest first (issue 24 §5). */
export function getAuditPage(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch<AuditPage>(`/api/admin/audit?page=${page}`, { signal });
}
