import type { SalesReport } from '@the-gate/contract/admin-reports';
import { apiFetch } from '@/lib/api-client';

export const salesReportKey = (from: string, to: string) => ['admin', 'reports', 'sales', from, to] as const;

/** GET /api/admin/reports/sales: revenue, payments, refunds and best sellers over Cairo days (issue 25 §8). */
export function getSalesReport(from: string, to: string, signal?: AbortSignal): Promise<SalesReport> {
  const params = new URLSearchParams({ from, to });
  return apiFetch<SalesReport>(`/api/admin/reports/sales?${params}`, { signal });
}
