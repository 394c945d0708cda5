import type { NewCartItem } from '@the-gate/contract/cart';
import type { TeacherCourse } from '@the-gate/contract/courses';
import { LOCALE } from '@/lib/i18n';
import { t } from '../i18n';
import { hoursLabel } from './course-fields';

/** The count line above the cards (B§2, TC-03). */
export const showingLine = (shown: number, total: number) => t('showing', { shown, total });

/**
 * A course's length: the catalogue's own words in English ("6 hours"), and in Arabic its hours with
 * Arabic plural forms, since the catalogue writes them in English only (issue 26 §2).
 */
export const durationLabel = (course: Pick<TeacherCourse, 'duration' | 'durationInHours'>) =>
  LOCALE === 'en' ? course.duration : hoursLabel(course.durationInHours);

/** A free course costs nothing, whatever price it carries (GLB-16). */
export const teacherCoursePrice = (course: Pick<TeacherCourse, 'price' | 'isFree'>) =>
  course.isFree ? 0 : course.price;

/** "1,234 students", its number written as the page's language writes numbers. */
export const studentsLabel = (count: number) => t('students', { count });

/** "4.7", read out as "Rated 4.7 out of 5". */
export const ratingText = (rating: number) => rating.toFixed(1);

/**
 * Course search (B§5, TC-02): a case-insensitive substring of the title, the description, the
 * category or the instructor. The server's descriptions are plain text, so no markup to strip.
 */
export function filterTeacherCourses(courses: readonly TeacherCourse[], search: string): TeacherCourse[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...courses];
  return courses.filter((course) =>
    [course.title, course.description, course.category, course.instructor].some((field) =>
      field.toLowerCase().includes(term),
    ),
  );
}

/** The cart line a teacher course becomes: type `course`, paid for as a Course (B§3 "Cart item", TC-05). */
export function teacherCourseCartItem(course: TeacherCourse): NewCartItem {
  return {
    id: course.id,
    type: 'course',
    title: course.title,
    price: teacherCoursePrice(course),
    isFree: course.isFree,
    thumbnailPath: course.image,
    author: course.instructor,
    subject: course.category,
  };
}

/**
 * The courses the Teachers' Hub puts forward: the best rated, the most followed first among
 * equals. The server's own order is kept otherwise (a stable sort).
 */
export function featuredTeacherCourses(courses: readonly TeacherCourse[], count: number): TeacherCourse[] {
  return [...courses].sort((a, b) => b.rating - a.rating || b.students - a.students).slice(0, count);
}
