import { useQuery } from '@tanstack/react-query';
import type { TeacherCourse } from '@the-gate/contract/courses';
import { apiListQuery } from '@/lib/api-query';

/**
 * The whole teacher course catalogue. The page filters it in the browser (B§5, TC-02): it is small,
 * and "Showing X of Y" needs Y, the full count, anyway.
 */
export const TEACHER_COURSES_PATH = '/api/teacher-courses';

/** GET /api/teacher-courses: public, a bare array (ARCHITECTURE decisions: served, not static; TC-08 superseded). */
export const teacherCoursesQueryOptions = () => apiListQuery<TeacherCourse>(['teacher-courses'], TEACHER_COURSES_PATH);

/** The catalogue page and the Teachers' Hub share this one cached answer. */
export const useTeacherCourses = () => useQuery(teacherCoursesQueryOptions());
