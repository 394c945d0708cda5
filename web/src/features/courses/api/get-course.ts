import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedCourse } from '@the-gate/contract/courses';
import { DATA_FRESH_MS } from '@/lib/query-client';
import { courseRequest } from '../lib/course-request';

/** GET /api/courses/{id} (Bearer, contract §3.8): the header on a direct load or refresh (AMB-23 reading 2). */
export function getCourse(courseId: number, signal?: AbortSignal): Promise<AssignedCourse> {
  return courseRequest<AssignedCourse>(`/api/courses/${courseId}`, 'course', { signal });
}

export const courseQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId],
    queryFn: ({ signal }) => getCourse(courseId, signal),
    // Stated here, not only in the app's defaults: a course handed over by My Courses is fresh, so
    // it is shown without asking again (CD-19).
    staleTime: DATA_FRESH_MS,
  });

/**
 * The course for the header. `handedOver` (from My Courses' navigation state) fills the cache at
 * once and no request is sent; without it the course is fetched. No request for a malformed id.
 */
export function useCourse(courseId: number | null, handedOver: AssignedCourse | null, enabled: boolean) {
  return useQuery({
    ...courseQueryOptions(courseId ?? 0),
    initialData: handedOver ?? undefined,
    enabled: enabled && courseId !== null,
  });
}
