import { GraduationCap } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link, useLocation } from '@/lib/router';

export const LOAD_COURSES_FAILED = 'Failed to load your courses. Please try again later.';
export const NO_COURSES_ASSIGNED = 'No courses have been assigned to you yet.';
export const NO_COURSES_MATCH = 'No courses match your current filters. Try adjusting your search criteria.';

/** 'Log in', coming back to this page afterwards (`/login?redirecturl=…`, AMB-19). */
export function LoginBackLink() {
  const { pathname, search } = useLocation();
  return (
    <Button asChild>
      <Link to={paths.login.href(`${pathname}${search}`)}>Log in</Link>
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
      title="Error Loading Courses"
      message={message || LOAD_COURSES_FAILED}
      onRetry={onRetry}
      retryLabel="Try Again"
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
      title="No Courses Found"
      message={filtered ? NO_COURSES_MATCH : NO_COURSES_ASSIGNED}
      className="mx-auto max-w-lg"
    >
      <Button asChild variant="outline">
        <Link to={paths.teacherCourses.href()}>Explore teacher courses</Link>
      </Button>
    </EmptyState>
  );
}
