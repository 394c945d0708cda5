import { resetTokenError } from '@the-gate/contract/auth-rules';
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

/** The same words as the sign-up form (A§2). */
export const PASSWORD_HINT = 'At least 8 characters, including a number and a special character.';

type ResetForm = { password: string; confirmPassword: string };

/**
 * Field rules rather than a resolver: the confirmation is not part of the request schema, and the
 * web app reaches zod only through the contract. The password rules are still the contract's own,
 * loaded with zod on the first submit rather than with the page (issue 23 §5).
 */
const checkPassword = async (value: string) => {
  const { passwordField } = await import('@the-gate/contract/auth');
  const result = passwordField.safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? 'Please choose another password');
};
const checkConfirmation = (value: string, { password }: ResetForm) => {
  if (value === '') return 'Please confirm your password';
  return value === password || 'Passwords do not match';
};

const requestNewLink = (
  <Link to={paths.forgotPassword.href()} className="font-medium underline">
    Request a new reset link
  </Link>
);

/** `/reset-password?token=...`: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The token schema's own words, without zod (contract/src/auth-rules.ts).
  const token = params.get('token');
  const tokenError = resetTokenError(token);
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
      <AuthCard title="Password reset" description="Your new password is ready to use.">
        <StatusPanel message={reset.data}>
          <Button asChild>
            <Link to={paths.login.href()}>Sign in</Link>
          </Button>
        </StatusPanel>
      </AuthCard>
    );
  }

  // A link without a usable token is refused here, without asking the server.
  if (token === null || tokenError) {
    return (
      <AuthCard title="Reset your password" description="This page needs the link from your reset e-mail.">
        <FormNotice>
          <p>{tokenError}</p>
          <p>{requestNewLink}</p>
        </FormNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Enter a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          label="New password"
          error={errors.password?.message}
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          visible={showPasswords}
          // One toggle shows or hides both fields, as on the sign-up form (A§2).
          onToggleVisible={() => setShowPasswords((shown) => !shown)}
          toggleLabel="Show passwords"
          {...register('password', { validate: checkPassword, onChange: clearFailure })}
        />
        <PasswordField
          label="Confirm new password"
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
        <SubmitButton pending={reset.isPending} pendingLabel="Resetting..." className="w-full">
          Reset password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
