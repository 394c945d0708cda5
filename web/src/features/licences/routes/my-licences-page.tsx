import type { Licence } from '@the-gate/contract/licences';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { readAuthToken } from '@/lib/auth-token';
import { Link } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { useLicences } from '../api/get-licences';
import { GroupsSection } from '../components/groups-section';
import { LicenceCard } from '../components/licence-card';
import { LicencesError, NoLicences, SignedOutLicences } from '../components/licences-states';
import { t } from '../i18n';

function LicenceList({ licences }: { licences: Licence[] }) {
  if (licences.length === 0) return <NoLicences />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('licenceCount', { count: licences.length })}</p>
      <ul aria-label={t('yourLicences')} className="flex flex-col gap-4">
        {licences.map((licence) => (
          <li key={licence.id}>
            <LicenceCard licence={licence} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `/my-licences` (issue 27 §5): every licence the signed-in buyer holds, with its seats and who holds
 * them, an invitation form, Resend and Remove per holder, and Add seats. As My Orders, the route has
 * no guard: the page itself asks a visitor to sign in and comes back after. The tab title is the
 * route table's (RouteTitle).
 */
export function MyLicencesPage() {
  // Subscribing re-renders the page when the session changes (a sign-in or sign-out in another tab).
  useSession();
  const signedIn = readAuthToken() !== null;
  const licences = useLicences(signedIn);

  let content: ReactNode;
  if (!signedIn) content = <SignedOutLicences />;
  else if (licences.isPending || (licences.isError && licences.isFetching)) {
    content = <LoadingState label={t('loading')} />;
  } else if (licences.isError) content = <LicencesError error={licences.error} onRetry={() => licences.refetch()} />;
  else {
    content = (
      <>
        <LicenceList licences={licences.data} />
        {/* Groups give seats of licences: with none, there is nothing to give yet. */}
        {licences.data.length > 0 && <GroupsSection licences={licences.data} />}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={t('myLicences')} intro={t('intro')} className="mb-4" />
      <p className="mb-8">
        <Link to={paths.licenceInvitations.href()} className="font-medium text-brand-700 underline underline-offset-4">
          {t('offeredToYou')}
        </Link>
      </p>
      {content}
    </div>
  );
}
