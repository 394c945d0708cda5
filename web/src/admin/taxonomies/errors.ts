import { ApiError } from '@/lib/api-client';

/**
 * What a refused taxonomy change says: the server's own words (a name taken, a cycle, still in use,
 * a merge the role may not do), or ours for its status when it sent none.
 */
export function taxonomyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 403) return 'Your role does not allow this change.';
    if (error.status === 404) return 'It no longer exists: someone else removed it. The list is now up to date.';
    if (error.status === 409) return 'It is still in use, so it cannot be removed.';
  }
  return 'The change could not be saved. Check your connection and try again.';
}

/** "1 material", "3 materials". */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
