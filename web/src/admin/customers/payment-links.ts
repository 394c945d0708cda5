import { ADMIN_BASE } from '../paths';

/**
 * A payment's page in the back office (issue 25 §1 builds it at /admin/payments/:reference); the
 * customer page links each payment there.
 */
export const paymentHref = (reference: string) => `${ADMIN_BASE}/payments/${encodeURIComponent(reference)}`;
