import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';

/**
 * What replaces the form once the account exists (A§2, REG-53). It takes the focus, since the
 * form the user was in is gone. On the way to /login it says A§2's "Redirecting you to login...";
 * when a `redirecturl` sends the user elsewhere it does not claim login (our reading of AMB-11).
 */
export function SuccessPanel({ destination }: { destination: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const toLogin = destination === paths.login.href();
  return (
    <section aria-labelledby="signup-success-heading" className="py-6 text-center">
      <CircleCheck className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
      <h2
        id="signup-success-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {t('success')}
      </h2>
      <p className="mt-2 text-slate-700">{t('accountCreated')}</p>
      <p className="mt-1 text-slate-600">{toLogin ? t('redirectingToLogin') : t('redirecting')}</p>
      <p className="mt-4 text-sm">
        <Link to={destination} replace className="font-medium text-brand-700 underline underline-offset-2">
          {t('continueNow')}
        </Link>
      </p>
    </section>
  );
}
