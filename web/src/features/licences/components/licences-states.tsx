import { KeyRound, LockKeyhole } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { t } from '../i18n';

export const SIGNED_OUT_MESSAGE = t('signedOut');
export const NO_LICENCES_MESSAGE = t('noLicences');
export const LOAD_FAILED_MESSAGE = t('loadFailed');

/** A visitor with no stored token: 'Go to Login', which comes back here (as My Orders does). */
export function SignedOutLicences() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
      <LockKeyhole className="size-10 text-brand-500" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-800">{SIGNED_OUT_MESSAGE}</p>
      <Button asChild>
        <Link to={paths.login.href(paths.myLicences.href())}>{t('goToLogin')}</Link>
      </Button>
    </div>
  );
}

/** Nothing bought yet: where to start. */
export function NoLicences() {
  return (
    <EmptyState icon={KeyRound} message={NO_LICENCES_MESSAGE} className="mx-auto max-w-lg">
      <Button asChild>
        <Link to={paths.materials.href()}>{t('browseMaterials')}</Link>
      </Button>
    </EmptyState>
  );
}

/** A failed load, with Try Again; an expired session (401) is offered a sign-in too. */
export function LicencesError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const expired = error instanceof ApiError && error.status === 401;
  return (
    <ErrorState title={t('loadFailedTitle')} message={LOAD_FAILED_MESSAGE} onRetry={onRetry} retryLabel={t('tryAgain')}>
      {expired && (
        <Button asChild>
          <Link to={paths.login.href(paths.myLicences.href())}>{t('logIn')}</Link>
        </Button>
      )}
    </ErrorState>
  );
}
