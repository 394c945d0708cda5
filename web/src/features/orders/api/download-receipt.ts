import { receiptFileName } from '@the-gate/contract/my-orders-rules';
import { ApiError } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';

/** GET /api/payments/{reference}/receipt: a PDF for its owner only, so it is fetched with the token. */
export const receiptPath = (reference: string) => `/api/payments/${encodeURIComponent(reference)}/receipt`;

/**
 * Downloads a payment's PDF receipt (issue 25 §7). A plain link cannot carry the bearer token the
 * receipt needs (library files use signed links instead), so the file is fetched with it and saved
 * from memory under the server's name, receipt-{reference}.pdf.
 */
export async function downloadReceipt(reference: string): Promise<void> {
  const token = readAuthToken();
  const response = await fetch(receiptPath(reference), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = receiptFileName(reference);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
