import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonsResponse } from '@the-gate/contract/courses';
import { courseRequest } from '../lib/course-request';

/** The lessons page asks for page 1, 100 per page (B§7, B§9, CD-04, K-22). */
export const lessonsPath = (courseId: number) => `/api/courses/${courseId}/lessons?page=1&pageSize=100`;

/** GET /api/courses/{courseId}/lessons (Bearer, API-07); `lessons[]` is what the page reads. */
export function getLessons(courseId: number, signal?: AbortSignal): Promise<LessonsResponse> {
  return courseRequest<LessonsResponse>(lessonsPath(courseId), 'lessons', { signal });
}

export const lessonsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['courses', 'lessons', courseId],
    queryFn: ({ signal }) => getLessons(courseId, signal),
  });

export function useLessons(courseId: number | null, enabled: boolean) {
  return useQuery({ ...lessonsQueryOptions(courseId ?? 0), enabled: enabled && courseId !== null });
}
