import { HttpError } from './http-errors';

/**
 * A back-office form sends the `updatedAt` it was filled from (`expectedUpdatedAt`); a row changed
 * since is a 409 with `message`, so one editor does not silently overwrite another's change. No
 * `expectedUpdatedAt`: the change is not checked.
 */
export function assertNotStale(expectedUpdatedAt: string | undefined, updatedAt: Date, message: string): void {
  if (expectedUpdatedAt !== undefined && Date.parse(expectedUpdatedAt) !== updatedAt.getTime())
    throw new HttpError(409, message);
}
