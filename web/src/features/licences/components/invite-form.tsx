import { type FormEvent, useId, useState } from 'react';
import { EmailField } from '@/components/form/email-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ApiError } from '@/lib/api-client';
import { useInviteSeat } from '../api/invite-seat';
import { t } from '../i18n';

export const EMAIL_REQUIRED = t('emailRequired');
export const ACTION_FAILED = t('actionFailed');

/** The server's words for a refusal ("This person already has a seat of this licence."), else ours. */
export const failureMessage = (error: unknown) => (error instanceof ApiError && error.serverMessage) || ACTION_FAILED;

/**
 * "Invite someone" (issue 27 §5): one e-mail address. A refusal is said under the field and what was
 * typed stays, so a typo can be fixed; a sent invitation clears the field and says so in a toast.
 */
export function InviteForm({ licenceId }: { licenceId: number }) {
  const headingId = useId();
  const invite = useInviteSeat(licenceId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(EMAIL_REQUIRED);
      return;
    }
    setError(undefined);
    try {
      await invite.mutateAsync(address);
      setEmail('');
      // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
      void import('sonner').then(({ toast }) => toast.success(t('invited', { email: address })));
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('inviteHeading')}
      </h3>
      <EmailField
        label={t('inviteEmail')}
        hint={t('inviteHint')}
        value={email}
        required
        error={error}
        announceError
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <SubmitButton size="default" pending={invite.isPending} pendingLabel={t('inviting')} className="self-start">
        {t('invite')}
      </SubmitButton>
    </form>
  );
}
