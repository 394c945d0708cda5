import { useTeacherCourses } from '../api/get-teacher-courses';
import { featuredTeacherCourses } from '../lib/teacher-course-fields';
import { TeacherCourseGrid, TeacherCourseGridSkeleton } from './teacher-course-card';

/** How many courses the Teachers' Hub shows. */
export const FEATURED_COURSES_COUNT = 3;

/**
 * The best-rated teacher courses as cards, for the Teachers' Hub (its section gives the h2, so the
 * card titles are h3). A failed or empty answer shows nothing: the section's own link to the
 * catalogue still leads on.
 */
export function FeaturedTeacherCourses() {
  const courses = useTeacherCourses();
  if (courses.isPending) {
    return <TeacherCourseGridSkeleton count={FEATURED_COURSES_COUNT} />;
  }
  // A failed background refresh keeps the courses already shown.
  if (!courses.data?.length) return null;
  return <TeacherCourseGrid courses={featuredTeacherCourses(courses.data, FEATURED_COURSES_COUNT)} headingLevel="h3" />;
}
