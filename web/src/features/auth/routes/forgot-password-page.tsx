import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/form/email-field';
import { FormNotice } from '@/components/form/form-notice';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { SubmitButton } from '@/components/form/submit-button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { errorMessage } from '../api/auth-request';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { StatusPanel } from '../components/status-panel';
import { t } from '../i18n';

/** The contract's schema, loaded with zod on the first submit (issue 23 §5). */
const resolver = lazyZodResolver<{ email: string }>(
  async () => (await import('@the-gate/contract/auth')).forgotPasswordRequestSchema,
);

const backToSignIn = (
  <Link to={paths.login.href()} className="text-sm font-medium text-brand-600 hover:underline">
    {t('backToSignIn')}
  </Link>
);

/**
 * `/forgot-password` (A§2 links it; AMB-40, PH-08: its screen is ours). One e-mail field; the answer
 * is the same whether or not the address has an account, so nothing here tells which addresses exist.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // The failure is shown from the mutation's state; there is nothing more to do with it here.
    await request.mutateAsync(values).catch(() => undefined);
  });

  if (request.isSuccess) {
    return (
      <AuthCard title={t('checkEmailTitle')} description={t('checkEmailDescription')}>
        <StatusPanel message={request.data}>{backToSignIn}</StatusPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotTitle')} description={t('forgotDescription')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField
          label={t('emailAddress')}
          error={errors.email?.message}
          {...register('email', { onChange: () => request.isError && request.reset() })}
        />
        {request.isError && (
          <FormNotice>
            <p>{errorMessage(request.error)}</p>
          </FormNotice>
        )}
        <SubmitButton pending={request.isPending} pendingLabel={t('sending')} className="w-full">
          {t('sendResetLink')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center">{backToSignIn}</p>
    </AuthCard>
  );
}
