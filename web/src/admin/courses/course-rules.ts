import type { AdminCourseSort } from '@the-gate/contract/admin-courses';
import type { TeacherCourse } from '@the-gate/contract/courses';

/**
 * The course lists' constants without zod: the contract's files that hold them load zod, which the
 * list page does not need (it is loaded with the form's first save). The types keep them in step
 * with the contract: a value the contract drops stops compiling here.
 */
export const COURSE_LEVEL_CHOICES = [
  'Beginner',
  'Intermediate',
  'Advanced',
] as const satisfies readonly TeacherCourse['level'][];
export const COURSE_SORT_CHOICES = [
  'updatedAt',
  'createdAt',
  'title',
  'price',
  'status',
] as const satisfies readonly AdminCourseSort[];
