import { LayoutDashboard, LockKeyhole } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ComingNext } from '@/features/account/components/coming-next';
import { LatestCourses } from '@/features/courses/components/latest-courses';
import { LatestMaterials } from '@/features/library/components/latest-materials';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readAuthToken } from '@/lib/auth-token';
import { Link } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { t } from './i18n';

function SignedOutPanel() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <LockKeyhole className="size-8 text-brand-500" aria-hidden="true" />
      <p className="font-medium text-slate-900">{t('signedOutPrompt')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.login.href(paths.dashboard.href())}>{t('logIn')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.materials.href()}>{t('browseMaterials')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.teacherCourses.href()}>{t('exploreTeacherCourses')}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * `/dashboard`: the user's latest materials and courses with their progress, each section leading
 * to its full page, then what was the coming-soon placeholder.
 *
 * Reading of A§2 and PH-01..PH-04 now that the dashboard does something: the h1 is "Dashboard"
 * rather than "Dashboard Coming Soon" (PH-01 no longer describes the page); the four upcoming
 * features, the Development Progress bar at 75% and the explore links stay, lower down, as
 * "What's coming next" (PH-02..PH-04). It still needs no sign-in (PH-09): a visitor sees a Log in
 * prompt and the page asks the server nothing.
 *
 * The sections come from the library and courses features; features cannot import each other, so
 * the app composes them here.
 */
export function DashboardPage() {
  useDocumentTitle(t('dashboardDocumentTitle'));
  const { user } = useSession();
  const signedIn = readAuthToken() !== null;
  const firstName = user?.firstName || user?.fullName;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900 sm:text-4xl">
          <LayoutDashboard className="size-8 text-brand-600" aria-hidden="true" />
          {t('dashboardTitle')}
        </h1>
        <p className="mt-2 text-slate-600">
          {signedIn && firstName ? t('welcomeBack', { name: firstName }) : t('pickUp')}
        </p>
      </header>
      {signedIn ? (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <LatestMaterials />
          <LatestCourses />
        </div>
      ) : (
        <SignedOutPanel />
      )}
      <ComingNext />
    </div>
  );
}
