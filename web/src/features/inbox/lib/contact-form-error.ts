import { ApiError } from '@/lib/api-client';
import { t } from '../i18n';

/**
 * What a failed contact or consultation submit says. A 400 or 429 carries the server's own words
 * (backend contract §6); an answer without them gives its status; no answer at all is a network
 * failure. In every case the form keeps what was typed, so the words say it can simply be sent again.
 */
export function formErrorMessage(error: unknown, what: 'message' | 'request'): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? t('notSentWithStatus', { what, status: error.status });
  }
  return t('serverUnreachable', { what });
}
