import type { Invitation } from '@the-gate/contract/licences';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { Message } from '@/lib/i18n/message';
import { type AcceptedSeat, useAcceptInvitation } from '../api/accept-invitation';
import { t } from '../i18n';

export const ACCEPT_FAILED = t('acceptFailed');

type Props = { invitation: Invitation; onAccepted: (invitation: Invitation, seat: AcceptedSeat) => void };

/**
 * One seat offered to the signed-in address (issue 27 §5): "{invitedBy} gave you a seat of {title}",
 * and Accept. A refusal (sent to another address: 403) is said in the server's words on the card.
 */
export function InvitationCard({ invitation, onAccepted }: Props) {
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `invitation-${invitation.seatId}`;

  async function press() {
    setProblem(null);
    try {
      onAccepted(invitation, await accept.mutateAsync(invitation.seatId));
    } catch (error) {
      setProblem((error instanceof ApiError && error.serverMessage) || ACCEPT_FAILED);
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
          <Message
            t={t}
            id="gaveYou"
            values={{ invitedBy: invitation.invitedBy || t('someone'), title: invitation.title }}
            components={{ 0: <bdi />, 1: <bdi /> }}
          />
        </h2>
        <p className="text-sm text-slate-500">{t('sentOn', { date: formatLongDate(invitation.invitedAt) ?? '' })}</p>
        <p role="alert" className="mt-2 text-sm text-red-700 empty:hidden">
          {problem}
        </p>
      </div>
      <Button
        className="shrink-0 self-start sm:self-center"
        aria-label={t('acceptSeatOf', { title: invitation.title })}
        disabled={accept.isPending}
        onClick={press}
      >
        {accept.isPending ? t('accepting') : t('accept')}
      </Button>
    </article>
  );
}
