import { useMutation } from '@tanstack/react-query';
import type { contactMessageRequestSchema } from '@the-gate/contract/inbox';
import type { z } from 'zod';
import { t } from '../i18n';
import { postInboxForm } from './post-inbox-form';

export const CONTACT_MESSAGES_PATH = '/api/contact-messages';

/** The checked form: trimmed by the shared schema, as the server will check it again. */
export type ContactMessage = z.output<typeof contactMessageRequestSchema>;

/**
 * POST /api/contact-messages (ARCHITECTURE decisions: the spec's simulated form is also stored and
 * sent to the owner; CT-05). Resolves to the words to show, the server's own when it sends them.
 */
export function sendContactMessage(message: ContactMessage): Promise<string> {
  return postInboxForm(CONTACT_MESSAGES_PATH, message, t('contactMessageSent'));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
