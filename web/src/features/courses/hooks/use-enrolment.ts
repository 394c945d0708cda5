import { useCourseAccess } from './use-course-access';

/** Whether the visitor already has a course: still asking, yes, or no (or not signed in). */
export type Enrolment = 'checking' | 'enrolled' | 'not-enrolled';

/**
 * A bought course is assigned to its buyer (ARCHITECTURE decisions), so the server's ownership read
 * says whether the visitor has it; asking the course itself would answer a non-owner 403 (issue 23
 * §7). Signed out, nothing is asked. A failed read counts as not enrolled: the buyer can still
 * buy, and the server, which prices every order, has the last word.
 */
export function useEnrolment(courseId: number | null): Enrolment {
  const access = useCourseAccess(courseId);
  if (access === 'granted') return 'enrolled';
  if (access === 'checking') return 'checking';
  return 'not-enrolled';
}
