import { useQuery } from '@tanstack/react-query';
import { readAuthToken } from '@/lib/auth-token';
import { useSession } from '@/stores/session/session-store';
import { courseQueryOptions } from '../api/get-course';
import { statusOf } from '../lib/course-request';

/** Whether the visitor already has a course: still asking, yes, or no (or not signed in). */
export type Enrolment = 'checking' | 'enrolled' | 'not-enrolled';

/**
 * A bought course is assigned to its buyer (ARCHITECTURE decisions), and GET /api/courses/{id}
 * answers 200 only for a course assigned to the user: 401, 403 or 404 mean it is not theirs. It
 * shares the course player's cache entry, so 'Go to Course' opens with the header already loaded.
 * Signed out, nothing is asked. Any other failure counts as not enrolled: the buyer can still buy,
 * and the server, which prices every order, has the last word.
 */
export function useEnrolment(courseId: number | null): Enrolment {
  // Subscribing re-renders on a sign-in or sign-out, here or in another tab.
  useSession();
  const signedIn = readAuthToken() !== null;
  const query = useQuery({
    ...courseQueryOptions(courseId ?? 0),
    enabled: signedIn && courseId !== null,
    retry: (failures, error) => {
      const status = statusOf(error);
      return failures < 1 && status !== null && status >= 500;
    },
  });
  if (!signedIn || courseId === null) return 'not-enrolled';
  if (query.isSuccess) return 'enrolled';
  if (query.isPending) return 'checking';
  return 'not-enrolled';
}
