import { useMutation } from '@tanstack/react-query';
import { t } from '../i18n';
import { firstErrorOrMessage, postAuth } from './auth-request';

/** POST /api/auth/reset-password with the token from the e-mailed link and the new password. */
export async function resetPassword({ token, password }: { token: string; password: string }): Promise<string> {
  const answer = await postAuth('/api/auth/reset-password', { token, password }, firstErrorOrMessage);
  return typeof answer.message === 'string' && answer.message !== '' ? answer.message : t('passwordResetDone');
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
