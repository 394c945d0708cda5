import { ApiError } from '@/lib/api-client';

/** The server's words for a failed call, or ours. */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 403) return 'Your role does not allow this.';
    if (error.status === 413) return 'The file is too large.';
  }
  return fallback;
}

/**
 * What a refused save says (issue 24 §6): the server's words (a 400's rule, a 409's stale form), or
 * ours; `thing` names what was saved ("material", "package or book").
 */
export function saveErrorMessage(error: unknown, thing: string): string {
  if (error instanceof ApiError && !error.serverMessage && error.status === 409)
    return `Someone else changed this ${thing} since you opened it. Reload it to see their change, then make yours again.`;
  return adminErrorMessage(error, `The ${thing} could not be saved. Check your connection and try again.`);
}
