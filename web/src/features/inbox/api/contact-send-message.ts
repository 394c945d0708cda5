import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_MESSAGE_SENT,
  type contactMessageRequestSchema,
  type FormMessageResponse,
} from '@the-gate/contract/inbox';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export const CONTACT_MESSAGES_PATH = '/api/contact-messages';

/** The checked form: trimmed by the shared schema, as the server will check it again. */
export type ContactMessage = z.output<typeof contactMessageRequestSchema>;

/**
 * POST /api/contact-messages (ARCHITECTURE decisions: the spec's simulated form is also stored and
 * sent to the owner; CT-05). Resolves to the words to show, the server's own when it sends them.
 */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const answer = await apiFetch<Partial<FormMessageResponse> | undefined>(CONTACT_MESSAGES_PATH, {
    method: 'POST',
    body: message,
  });
  return answer?.message || CONTACT_MESSAGE_SENT;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
