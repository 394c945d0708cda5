import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedCoursesResponse } from '@the-gate/contract/courses';
import { courseRequest } from '../lib/course-request';

/** Course list page size (A§9, K-09). */
export const COURSES_PAGE_SIZE = 10;

/** The list path: page and pageSize only, since no control sets search or filters (MC-01, MC-02). */
export const assignedCoursesPath = (page: number) => `/api/courses/assigned?page=${page}&pageSize=${COURSES_PAGE_SIZE}`;

/** GET /api/courses/assigned (Bearer, A§7, API-06): one page of the user's courses. */
export function getAssignedCourses(page: number, signal?: AbortSignal): Promise<AssignedCoursesResponse> {
  return courseRequest<AssignedCoursesResponse>(assignedCoursesPath(page), 'courses', { signal });
}

/** Every page of the list: what a change of progress invalidates. */
export const assignedCoursesKey = ['courses', 'assigned'] as const;

export const assignedCoursesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...assignedCoursesKey, page],
    queryFn: ({ signal }) => getAssignedCourses(page, signal),
  });

/** The previous page stays on screen while the next one loads (MC-17, MC-19). */
export function useAssignedCourses(page: number, enabled: boolean) {
  return useQuery({ ...assignedCoursesQueryOptions(page), enabled, placeholderData: keepPreviousData });
}
