import type { FormMessageResponse } from '@the-gate/contract/inbox';
import { apiFetch } from '@/lib/api-client';

/**
 * Posts a checked form to the inbox and resolves to the words to show: the server's own when it
 * sends them, `fallback` otherwise (backend contract §6). A 400 or 429 rejects with its message.
 */
export async function postInboxForm(path: string, body: unknown, fallback: string): Promise<string> {
  const answer = await apiFetch<Partial<FormMessageResponse> | undefined>(path, { method: 'POST', body });
  return answer?.message || fallback;
}
