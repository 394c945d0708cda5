import { ApiError } from '@/lib/api-client';

/** What a failed staff change says to the owner: the server's own words, or ours for its status. */
export function staffErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 404) return 'No account uses this e-mail address. They need to sign up first.';
    if (error.status === 409) return 'The shop must keep at least one owner.';
    if (error.status === 403) return 'Your role does not allow this change.';
  }
  return 'The change could not be saved. Check your connection and try again.';
}
