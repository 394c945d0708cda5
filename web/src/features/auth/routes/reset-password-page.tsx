import { RESET_LINK_INVALID, resetTokenError } from '@the-gate/contract/auth-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormNotice } from '@/components/form/form-notice';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link, useSearchParams } from '@/lib/router';
import { errorMessage } from '../api/auth-request';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { StatusPanel } from '../components/status-panel';
import { t } from '../i18n';

/** The same words as the sign-up form (A§2). */
export const PASSWORD_HINT = t('passwordHint');

type ResetForm = { password: string; confirmPassword: string };

/**
 * Field rules rather than a resolver: the confirmation is not part of the request schema, and the
 * web app reaches zod only through the contract. The password rules are still the contract's own,
 * loaded with zod on the first submit rather than with the page (issue 23 §5).
 */
const checkPassword = async (value: string) => {
  const { passwordField } = await import('@the-gate/contract/auth');
  const result = passwordField.safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? t('chooseAnotherPassword'));
};
const checkConfirmation = (value: string, { password }: ResetForm) => {
  if (value === '') return t('confirmPasswordRequired');
  return value === password || t('passwordsDiffer');
};

const requestNewLink = (
  <Link to={paths.forgotPassword.href()} className="font-medium underline">
    {t('requestNewLink')}
  </Link>
);

/** `/reset-password?token=...`: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The token schema's own words, without zod (contract/src/auth-rules.ts).
  const token = params.get('token');
  const broken = resetTokenError(token);
  const tokenError = broken && (broken === RESET_LINK_INVALID ? t('resetLinkInvalid') : t('unsafeText'));
  const reset = useResetPassword();
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({ defaultValues: { password: '', confirmPassword: '' } });

  const clearFailure = () => reset.isError && reset.reset();
  const onSubmit = handleSubmit(async ({ password }) => {
    if (token === null || tokenError) return;
    // The failure is shown from the mutation's state; there is nothing more to do with it here.
    await reset.mutateAsync({ token, password }).catch(() => undefined);
  });

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('passwordResetTitle')} description={t('passwordResetDescription')}>
        <StatusPanel message={reset.data}>
          <Button asChild>
            <Link to={paths.login.href()}>{t('signIn')}</Link>
          </Button>
        </StatusPanel>
      </AuthCard>
    );
  }

  // A link without a usable token is refused here, without asking the server.
  if (token === null || tokenError) {
    return (
      <AuthCard title={t('resetTitle')} description={t('resetNeedsLink')}>
        <FormNotice>
          <p>{tokenError}</p>
          <p>{requestNewLink}</p>
        </FormNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('chooseNewTitle')} description={t('chooseNewDescription')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          label={t('newPassword')}
          error={errors.password?.message}
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          visible={showPasswords}
          // One toggle shows or hides both fields, as on the sign-up form (A§2).
          onToggleVisible={() => setShowPasswords((shown) => !shown)}
          toggleLabel={t('showPasswords')}
          {...register('password', { validate: checkPassword, onChange: clearFailure })}
        />
        <PasswordField
          label={t('confirmNewPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          visible={showPasswords}
          {...register('confirmPassword', { validate: checkConfirmation, onChange: clearFailure })}
        />
        {reset.isError && (
          <FormNotice>
            <p>{errorMessage(reset.error)}</p>
            <p>{requestNewLink}</p>
          </FormNotice>
        )}
        <SubmitButton pending={reset.isPending} pendingLabel={t('resetting')} className="w-full">
          {t('resetPassword')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
