import { useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { Message } from '@/lib/i18n/message';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { SignupForm } from '../components/signup-form';
import { SuccessPanel } from '../components/success-panel';
import { t } from '../i18n';

/** A§9: the page moves on 2000 ms after the success message. */
export const REDIRECT_DELAY_MS = 2000;
export const SUCCESS_TO_LOGIN = t('successToLogin');
export const SUCCESS_TO_REDIRECT = t('successToRedirect');

/** /signup, with an optional ?redirecturl= (A§2, A§4; REG-01..REG-61). */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [destination, setDestination] = useState<string | null>(null);

  useEffect(() => {
    if (!destination) return;
    const timer = window.setTimeout(() => navigate(destination, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [destination, navigate]);

  const onRegistered = () => {
    const redirectUrl = searchParams.get('redirecturl');
    const target = safeRedirectTarget(redirectUrl, paths.login.href());
    // A redirecturl we refuse (another site) falls back to /login, and the message says so.
    const followsRedirect = Boolean(redirectUrl) && target !== paths.login.href();
    // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
    void import('sonner').then(({ toast }) => toast.success(followsRedirect ? SUCCESS_TO_REDIRECT : SUCCESS_TO_LOGIN));
    setDestination(target);
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('createYourAccount')}</h1>
        <div className="mt-6">
          {destination ? <SuccessPanel destination={destination} /> : <SignupForm onRegistered={onRegistered} />}
        </div>
      </div>
      {!destination && (
        <p className="mt-6 text-center text-sm text-slate-700">
          <Message
            t={t}
            id="alreadyHaveAccount"
            components={{
              0: <Link to={paths.login.href()} className="font-medium text-brand-700 underline underline-offset-2" />,
            }}
          />
        </p>
      )}
    </div>
  );
}
