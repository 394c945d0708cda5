import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@the-gate/contract/auth';
import { parseSessionUser, type SessionUser } from '@/stores/session/session-store';
import { t } from '../i18n';
import { AuthError, type AuthFailure, postAuth, UNEXPECTED_ERROR } from './auth-request';

export type SignedIn = { token: string; user: SessionUser };

/** Only the first error is shown; none gives "Invalid username or password" (A§8, LOGIN-14, LOGIN-15). */
const describeLoginFailure = ({ errors }: AuthFailure) => errors[0] ?? t('invalidCredentials');

/**
 * POST /api/auth/login (A§7). The body is built key by key so it is exactly
 * `{userNameOrEmail, password}` (LOGIN-07). The user is accepted when it has what the avatar menu
 * needs (LOGIN-18); an answer without a token or such a user cannot start a session.
 */
export async function login({ userNameOrEmail, password }: LoginRequest): Promise<SignedIn> {
  const answer = await postAuth('/api/auth/login', { userNameOrEmail, password }, describeLoginFailure);
  const user = parseSessionUser(answer.user);
  if (typeof answer.token !== 'string' || answer.token === '' || !user) throw new AuthError(UNEXPECTED_ERROR);
  return { token: answer.token, user };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
