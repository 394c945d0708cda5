import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@the-gate/contract/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '../api/auth-request';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { StatusPanel } from '../components/status-panel';

const backToSignIn = (
  <Link to={paths.login.href()} className="text-sm font-medium text-brand-600 hover:underline">
    Back to sign in
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
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // The failure is shown from the mutation's state; there is nothing more to do with it here.
    await request.mutateAsync(values).catch(() => undefined);
  });

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your e-mail" description="Follow the link in the e-mail to choose a new password.">
        <StatusPanel message={request.data}>{backToSignIn}</StatusPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to reset your password."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="Email address" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              {...register('email', { onChange: () => request.isError && request.reset() })}
            />
          )}
        </FormField>
        {request.isError && <FormAlert>{errorMessage(request.error)}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center">{backToSignIn}</p>
    </AuthCard>
  );
}
