import { Inbox, LockKeyhole } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { t } from '../i18n';

export const INVITATIONS_SIGNED_OUT = t('invitationsSignedOut');
export const INVITATIONS_LOAD_FAILED = t('invitationsLoadFailed');

const here = () => paths.licenceInvitations.href();

/**
 * A visitor (the invitation mail's link, opened before signing in): sign in, or create an account,
 * with the invited address, and come back here to accept.
 */
export function SignedOutInvitations() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
      <LockKeyhole className="size-10 text-brand-500" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-800">{INVITATIONS_SIGNED_OUT}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.login.href(here())}>{t('goToLogin')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.signup.href(here())}>{t('createAccount')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** Nothing for this address: which address was asked, and what to do if the mail went to another. */
export function NoInvitations({ email }: { email: string }) {
  return (
    <EmptyState
      icon={Inbox}
      title={t('noInvitations', { email })}
      message={t('noInvitationsHint')}
      className="mx-auto max-w-lg"
    />
  );
}

/** A failed load, with Try Again; an expired session (401) is offered a sign-in too. */
export function InvitationsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const expired = error instanceof ApiError && error.status === 401;
  return (
    <ErrorState
      title={t('invitationsLoadFailedTitle')}
      message={INVITATIONS_LOAD_FAILED}
      onRetry={onRetry}
      retryLabel={t('tryAgain')}
    >
      {expired && (
        <Button asChild>
          <Link to={paths.login.href(here())}>{t('logIn')}</Link>
        </Button>
      )}
    </ErrorState>
  );
}
