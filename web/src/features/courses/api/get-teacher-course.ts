import { queryOptions } from '@tanstack/react-query';
import type { TeacherCourse } from '@the-gate/contract/courses';
import { ApiError } from '@/lib/api-client';
import { apiQuery, useApiQueryById } from '@/lib/api-query';

/** GET /api/teacher-courses/{id}: one course, or 404 `{"message":"Course not found."}`. */
export const teacherCourseQueryOptions = (id: number) =>
  queryOptions({
    ...apiQuery<TeacherCourse>(['teacher-courses', id], `/api/teacher-courses/${id}`),
    // A 404 stays a 404: only a failed connection or a server error is worth one more try.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

export const useTeacherCourse = (id: number | null) => useApiQueryById(teacherCourseQueryOptions, id);
