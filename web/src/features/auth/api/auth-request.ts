import { ApiError, apiFetch } from '@/lib/api-client';
import { t } from '../i18n';

/** A network failure or an answer we cannot read (A§8, LOGIN-16). */
export const UNEXPECTED_ERROR = t('unexpectedError');

/** A failed /api/auth call, carrying the one sentence the screen shows. */
export class AuthError extends Error {
  override name = 'AuthError';
}

/** What an /api/auth failure body says (contract §1.4): its `errors` and its `message`. */
export type AuthFailure = { errors: string[]; message: string | null };

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Reads a failure body; null when it is not a JSON object, which makes the failure unexpected. */
function readFailure(value: unknown): AuthFailure | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { errors, message } = value as Record<string, unknown>;
  return {
    errors: Array.isArray(errors) ? errors.filter(isText) : [],
    message: isText(message) ? message : null,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The words for a failure when a screen has no rule of its own: `errors[0]`, else `message` (contract §1.4). */
export const firstErrorOrMessage = ({ errors, message }: AuthFailure) => errors[0] ?? message ?? UNEXPECTED_ERROR;

/**
 * POSTs to an /api/auth endpoint and returns the body of a success (`succeeded: true`). Any
 * failure, OK or not, becomes an AuthError worded by `describe`. The body of a non-OK answer is
 * read as well, so a 400/401/403/429 shows the server's `errors[0]` (AMB-20, reading 1); a network
 * failure or a body that is not a JSON object is unexpected (LOGIN-16).
 */
export async function postAuth(
  path: string,
  body: unknown,
  describe: (failure: AuthFailure) => string,
): Promise<Record<string, unknown>> {
  let answer: unknown;
  try {
    answer = await apiFetch<unknown>(path, { method: 'POST', body });
  } catch (error) {
    const failure = error instanceof ApiError ? readFailure(parseJson(error.body)) : null;
    throw new AuthError(failure ? describe(failure) : UNEXPECTED_ERROR);
  }
  const failure = readFailure(answer);
  if (!failure) throw new AuthError(UNEXPECTED_ERROR);
  // A 200 with `succeeded: false` is a failure too (A§8: "not ok or not succeeded").
  if ((answer as { succeeded?: unknown }).succeeded !== true) throw new AuthError(describe(failure));
  return answer as Record<string, unknown>;
}

/** The sentence to show for whatever a submit threw. */
export const errorMessage = (error: unknown) => (error instanceof AuthError ? error.message : UNEXPECTED_ERROR);
