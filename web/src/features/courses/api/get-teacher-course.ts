import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherCourse } from '@the-gate/contract/courses';
import { ApiError, apiFetch } from '@/lib/api-client';

/** GET /api/teacher-courses/{id}: one course, or 404 `{"message":"Course not found."}`. */
export function getTeacherCourse(id: number, signal?: AbortSignal): Promise<TeacherCourse> {
  return apiFetch<TeacherCourse>(`/api/teacher-courses/${id}`, { signal });
}

export const teacherCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['teacher-courses', id],
    queryFn: ({ signal }) => getTeacherCourse(id, signal),
    // A 404 stays a 404: only a failed connection or a server error is worth one more try.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/** `enabled: false` for a malformed id, so no request is sent for it. */
export function useTeacherCourse(id: number | null) {
  return useQuery({ ...teacherCourseQueryOptions(id ?? 0), enabled: id !== null });
}
