import type { LoginRequest } from '@the-gate/contract/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormNotice } from '@/components/form/form-notice';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { Message } from '@/lib/i18n/message';
import { Link, useBase, useNavigate, useSearchParams, withBase } from '@/lib/router';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { useSession } from '@/stores/session/session-store';
import { errorMessage } from '../api/auth-request';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { t } from '../i18n';

/** The contract's schema, loaded with zod on the first Sign in (issue 23 §5). */
const resolver = lazyZodResolver(async () => (await import('@the-gate/contract/auth')).loginRequestSchema);

/** After a successful sign-in: move on after 1 s, reload 100 ms later (A§4, A§9, LOGIN-12). */
export const REDIRECT_DELAY_MS = 1000;
export const RELOAD_DELAY_MS = 100;

/**
 * Reloads the page at `target`. The address is set first because the page we moved to may have
 * tidied it since: `#cart` opens the drawer and is then dropped, and the reload must open it again.
 */
function reloadAt(target: string) {
  window.history.replaceState(window.history.state, '', target);
  window.location.reload();
}

type Props = {
  /** The full reload after sign-in, at the page moved to; tests pass a spy, since jsdom cannot reload. */
  reloadPage?: (target: string) => void;
};

/** `/login` (A§2, LOGIN-01..LOGIN-19). */
export function LoginPage({ reloadPage = reloadAt }: Props) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const base = useBase();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const rememberId = useId();
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver,
    defaultValues: { userNameOrEmail: '', password: '' },
  });

  // Editing either field clears the error shown (A§4, LOGIN-17).
  const clearFailure = () => setFailure(null);

  // Both empty shows both messages (LOGIN-05): the schema reports every field at once.
  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const { token, user } = await login.mutateAsync(credentials);
      signIn(token, user, remember);
      // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
      const welcome = t('welcomeBack', { name: user.firstName || user.fullName });
      void import('sonner').then(({ toast }) => toast.success(welcome));
      // The books, as A§4 says, unless a page of ours sent the user here with ?redirecturl= (AMB-19,
      // reading 2: the cart's "Log in" comes back to the cart). The reload makes every screen start
      // again as the signed-in user, as A§4 prescribes.
      const target = safeRedirectTarget(searchParams.get('redirecturl'), paths.digitalBooks.href());
      window.setTimeout(() => {
        navigate(target);
        // The browser's address of it: under /ar on an Arabic page (issue 26 §1).
        window.setTimeout(() => reloadPage(withBase(base, target)), RELOAD_DELAY_MS);
      }, REDIRECT_DELAY_MS);
    } catch (error) {
      // Inline and as a toast (A§8, LOGIN-14); what the user typed stays in the form.
      const message = errorMessage(error);
      setFailure(message);
      void import('sonner').then(({ toast }) => toast.error(message));
    }
  });

  // Still busy after success: the page is about to move on, a second submit would do nothing useful.
  const busy = login.isPending || login.isSuccess;

  return (
    <AuthCard title={t('signInTitle')} description={t('signInDescription')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('usernameOrEmail')}
          error={errors.userNameOrEmail?.message}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...register('userNameOrEmail', { onChange: clearFailure })}
        />
        <PasswordField
          label={t('password')}
          error={errors.password?.message}
          autoComplete="current-password"
          visible={showPassword}
          onToggleVisible={() => setShowPassword((shown) => !shown)}
          {...register('password', { onChange: clearFailure })}
        />
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-2">
            <Checkbox id={rememberId} checked={remember} onCheckedChange={(checked) => setRemember(checked === true)} />
            <label htmlFor={rememberId} className="text-sm text-slate-700">
              {t('rememberMe')}
            </label>
          </div>
          <Link to={paths.forgotPassword.href()} className="text-sm font-medium text-brand-600 hover:underline">
            {t('forgotPasswordLink')}
          </Link>
        </div>
        {failure && (
          <FormNotice>
            <p>{failure}</p>
          </FormNotice>
        )}
        <SubmitButton pending={busy} pendingLabel={t('signingIn')} className="w-full">
          {t('signIn')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.signup.href()} className="text-slate-600 hover:underline">
          <Message t={t} id="noAccount" components={{ 0: <span className="font-medium text-brand-600" /> }} />
        </Link>
      </p>
    </AuthCard>
  );
}
