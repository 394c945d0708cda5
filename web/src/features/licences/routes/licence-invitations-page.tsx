import type { Invitation } from '@the-gate/contract/licences';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { readAuthToken } from '@/lib/auth-token';
import { Link } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import type { AcceptedSeat } from '../api/accept-invitation';
import { useInvitations } from '../api/get-invitations';
import { InvitationCard } from '../components/invitation-card';
import { InvitationsError, NoInvitations, SignedOutInvitations } from '../components/invitations-states';
import { t } from '../i18n';

type Accepted = { seatId: string; title: string; itemType: AcceptedSeat['itemType'] };

/** Where an accepted seat's item is: a course among My Courses, anything else in My Materials. */
function AcceptedNotice({ accepted }: { accepted: Accepted }) {
  const course = accepted.itemType === 'Course';
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex min-w-0 items-start gap-2 font-medium wrap-anywhere">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{t('accepted', { title: accepted.title })}</span>
      </p>
      <Link
        to={course ? paths.myCourses.href() : paths.myMaterials.href()}
        className="shrink-0 font-medium text-emerald-900 underline underline-offset-4"
      >
        {course ? t('openMyCourses') : t('openMyMaterials')}
      </Link>
    </div>
  );
}

/**
 * `/licence-invitations` (issue 27 §5): the seats offered to the signed-in address, each with Accept;
 * the invitation mail links here (`/ar/…` in Arabic). An accepted seat says where its item now is.
 * A visitor is asked to sign in with the invited address and comes back here.
 */
export function LicenceInvitationsPage() {
  const { user } = useSession();
  const signedIn = readAuthToken() !== null;
  const invitations = useInvitations(signedIn);
  const [accepted, setAccepted] = useState<Accepted[]>([]);

  const onAccepted = (invitation: Invitation, seat: AcceptedSeat) =>
    setAccepted((done) => [...done, { seatId: seat.seatId, title: invitation.title, itemType: seat.itemType }]);

  let content: ReactNode;
  if (!signedIn) content = <SignedOutInvitations />;
  else if (invitations.isPending || (invitations.isError && invitations.isFetching)) {
    content = <LoadingState label={t('loadingInvitations')} />;
  } else if (invitations.isError) {
    content = <InvitationsError error={invitations.error} onRetry={() => invitations.refetch()} />;
  } else {
    // An accepted seat leaves the list when it reloads; until then it is not offered twice.
    const waiting = invitations.data.filter(
      (invitation) => !accepted.some((done) => done.seatId === invitation.seatId),
    );
    if (waiting.length > 0) {
      content = (
        <ul aria-label={t('invitationsWaiting')} className="flex flex-col gap-4">
          {waiting.map((invitation) => (
            <li key={invitation.seatId}>
              <InvitationCard invitation={invitation} onAccepted={onAccepted} />
            </li>
          ))}
        </ul>
      );
    } else if (accepted.length === 0) content = <NoInvitations email={user?.email ?? ''} />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={t('invitations')} intro={t('invitationsIntro')} className="mb-8" />
      {/* Always there, so a screen reader hears what joins it; no room taken while it is empty. */}
      <div role="status" className={accepted.length > 0 ? 'mb-4 flex flex-col gap-3' : undefined}>
        {accepted.map((seat) => (
          <AcceptedNotice key={seat.seatId} accepted={seat} />
        ))}
      </div>
      {content}
    </div>
  );
}
