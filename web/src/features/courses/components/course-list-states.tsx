import { GraduationCap } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link, useLocation } from '@/lib/router';
import { t } from '../i18n';

export const LOAD_COURSES_FAILED = t('loadCoursesFailed');
export const NO_COURSES_ASSIGNED = t('noCoursesAssigned');
export const NO_COURSES_MATCH = t('noCoursesMatch');

/** 'Log in', coming back to this page afterwards (`/login?redirecturl=…`, AMB-19). */
export function LoginBackLink() {
  const { pathname, search } = useLocation();
  return (
    <Button asChild>
      <Link to={paths.login.href(`${pathname}${search}`)}>{t('logIn')}</Link>
    </Button>
  );
}

type ErrorProps = { message: string | undefined; onRetry: () => void; offerLogin: boolean };

/**
 * "Error Loading Courses" with the failure message, or the spec's fallback, and 'Try Again'
 * (A§2, A§8, MC-13); a missing or expired session also gets a way to log in (MC-03, AMB-35 b).
 */
export function CoursesError({ message, onRetry, offerLogin }: ErrorProps) {
  return (
    <ErrorState
      title={t('errorLoadingCourses')}
      message={message || LOAD_COURSES_FAILED}
      onRetry={onRetry}
      retryLabel={t('tryAgain')}
    >
      {offerLogin && <LoginBackLink />}
    </ErrorState>
  );
}

/**
 * "No Courses Found" (MC-10). The filtered wording (MC-11) is kept for when a filter control
 * exists; none does yet (A§7), so `filtered` is always false today.
 */
export function NoCourses({ filtered = false }: { filtered?: boolean }) {
  return (
    <EmptyState
      icon={GraduationCap}
      title={t('noCoursesFound')}
      message={filtered ? NO_COURSES_MATCH : NO_COURSES_ASSIGNED}
      className="mx-auto max-w-lg"
    >
      <Button asChild variant="outline">
        <Link to={paths.teacherCourses.href()}>{t('exploreTeacherCourses')}</Link>
      </Button>
    </EmptyState>
  );
}
