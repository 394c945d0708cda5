import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@the-gate/contract/auth';
import { ApiError, apiFetch } from '@/lib/api-client';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { t } from '../i18n';

export const REGISTER_PATH = '/api/auth/register';

/** A§8's texts for a failed registration. */
export const REGISTRATION_FAILED = t('registrationFailed');
export const REGISTRATION_UNEXPECTED = t('registrationUnexpected');

/** A registration the server turned down, or that never got an answer: the toasts to show, one each. */
export class RegistrationError extends Error {
  constructor(readonly messages: readonly string[]) {
    super(messages.join(' '));
    this.name = 'RegistrationError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A§8: every string of a non-empty `errors` is its own toast (REG-56); otherwise `message`
 * (REG-57); otherwise the generic text (REG-58).
 */
export function failureMessages(body: unknown): string[] {
  if (!isRecord(body)) return [REGISTRATION_FAILED];
  const errors = Array.isArray(body.errors)
    ? body.errors.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
  if (errors.length > 0) return errors;
  if (typeof body.message === 'string' && body.message.trim() !== '') return [body.message];
  return [REGISTRATION_FAILED];
}

/** A refusal's body is read for its messages; no answer or an unreadable one is "unexpected" (REG-59). */
function toRegistrationError(error: unknown): RegistrationError {
  if (error instanceof ApiError) {
    try {
      return new RegistrationError(failureMessages(JSON.parse(error.body)));
    } catch {
      return new RegistrationError([REGISTRATION_UNEXPECTED]);
    }
  }
  // A network failure (TypeError) or a 2xx answer that is not JSON (SyntaxError).
  return new RegistrationError([REGISTRATION_UNEXPECTED]);
}

/**
 * POST /api/auth/register (A§7). Resolves with the token, if the answer carries one, only for
 * `succeeded: true`; any other answer rejects with a RegistrationError.
 */
export async function registerAccount(payload: RegisterRequest): Promise<{ token: string | null }> {
  let body: unknown;
  try {
    body = await apiFetch<unknown>(REGISTER_PATH, { method: 'POST', body: payload });
  } catch (error) {
    throw toRegistrationError(error);
  }
  if (!isRecord(body) || body.succeeded !== true) throw new RegistrationError(failureMessages(body));
  return { token: typeof body.token === 'string' && body.token !== '' ? body.token : null };
}

/**
 * The token goes to local storage when present (A§4, REG-52). `user_data` is deliberately not
 * stored: registering does not sign the user in, the navigation bar stays anonymous and the user
 * signs in next (our reading 1 of AMB-11, REG-61).
 */
function storeToken(token: string | null) {
  if (!token) return;
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (privacy modes); the account exists anyway and login still works.
  }
}

export function useRegisterAccount() {
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: ({ token }) => storeToken(token),
  });
}
