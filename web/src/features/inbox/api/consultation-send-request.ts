import { useMutation } from '@tanstack/react-query';
import type { consultationRequestSchema } from '@the-gate/contract/inbox';
import type { z } from 'zod';
import { t } from '../i18n';
import { postInboxForm } from './post-inbox-form';

export const CONSULTATION_REQUESTS_PATH = '/api/consultation-requests';

/** The checked form: trimmed, a blank phone or message sent as null ("not given"). */
export type ConsultationRequestBody = z.output<typeof consultationRequestSchema>;

/**
 * POST /api/consultation-requests: For Schools' 'Request a Consultation', whose action the spec does
 * not show (SCH-02, B§9); we store it and send it to the owner (ARCHITECTURE decisions).
 */
export function sendConsultationRequest(request: ConsultationRequestBody): Promise<string> {
  return postInboxForm(CONSULTATION_REQUESTS_PATH, request, t('consultationRequestSent'));
}

export function useSendConsultationRequest() {
  return useMutation({ mutationFn: sendConsultationRequest });
}
