import { useQuery } from '@tanstack/react-query';
import type { OwnedItems } from '@the-gate/contract/library';
import { ownedItemsQueryOptions } from '@/hooks/use-owned-items';
import { readAuthToken } from '@/lib/auth-token';
import { useSession } from '@/stores/session/session-store';

/** Whether the viewer may open a course: still asking, yes, no (or signed out), or unknown (the read failed). */
export type CourseAccess = 'checking' | 'granted' | 'denied' | 'unknown';

const courseIdsOf = (owned: OwnedItems) => owned.courseIds;

/**
 * Asked of the server's ownership read (GET /api/library/owned, whose `courseIds` are the courses
 * the course player opens: bought, or assigned directly or through a group), never of the course
 * player's own endpoints: those answer 403 to a non-owner, an error in the console of every
 * signed-in visitor of a course page (issue 23 §7). The read is the one the Add to Cart buttons
 * already make, so a page asks it once. `enabled: false` asks nothing (e.g. a course handed over
 * by My Courses, which only lists the user's own).
 */
export function useCourseAccess(courseId: number | null, enabled = true): CourseAccess {
  // Subscribing re-renders on a sign-in or sign-out, here or in another tab.
  useSession();
  const signedIn = readAuthToken() !== null;
  const query = useQuery({
    ...ownedItemsQueryOptions(),
    enabled: enabled && signedIn && courseId !== null,
    select: courseIdsOf,
  });
  if (!signedIn || courseId === null) return 'denied';
  if (query.data) return query.data.includes(courseId) ? 'granted' : 'denied';
  // A failed read asked again (another component mounting its own observer) is pending once more:
  // it stays unknown meanwhile, or the page would swap its buttons back and forth.
  if (query.isError || query.errorUpdateCount > 0) return 'unknown';
  return 'checking';
}
