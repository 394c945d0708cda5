import { useMutation } from '@tanstack/react-query';
import { t } from '../i18n';
import { firstErrorOrMessage, postAuth } from './auth-request';

/**
 * POST /api/auth/forgot-password (AMB-40: our screen). The server answers the same whether or not
 * the address has an account, so the message it returns is all there is to show.
 */
export async function requestPasswordReset({ email }: { email: string }): Promise<string> {
  const answer = await postAuth('/api/auth/forgot-password', { email }, firstErrorOrMessage);
  return typeof answer.message === 'string' && answer.message !== '' ? answer.message : t('forgotPasswordSent');
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
