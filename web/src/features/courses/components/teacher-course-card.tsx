import type { TeacherCourse } from '@the-gate/contract/courses';
import { BookOpen, Clock, Star, UserRound, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { DIFFICULTY_CLASSES, lessonsLabel } from '../lib/course-fields';
import { ratingText, studentsLabel, teacherCourseCartItem, teacherCoursePrice } from '../lib/teacher-course-fields';

/** One column on a phone, two from `sm`, three from `lg`. */
export const TEACHER_COURSE_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

type Props = { course: TeacherCourse; headingLevel?: 'h2' | 'h3' };

/**
 * A teacher course card (B§2): image (the default one if it fails), category and level, the title
 * linking to the course (TC-04), description, instructor, duration, lessons, rating and students,
 * the price, and Add to Cart, which turns into a disabled "In Cart" (TC-05, CART-04).
 */
export function TeacherCourseCard({ course, headingLevel: Heading = 'h2' }: Props) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <FallbackImage
        src={course.image}
        alt=""
        width={640}
        height={360}
        sizes={IMAGE_SIZES.card}
        className="aspect-video w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ul aria-label="Category and level" className="flex flex-wrap gap-2">
          <li>
            <Badge>{course.category}</Badge>
          </li>
          <li>
            <Badge data-level={course.level} className={DIFFICULTY_CLASSES[course.level]}>
              {course.level}
            </Badge>
          </li>
        </ul>
        <Heading id={headingId} className="text-lg leading-snug font-semibold break-words text-slate-900">
          <Link
            to={paths.teacherCourse.href(course.id)}
            className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <UserRound className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="sr-only">Instructor: </span>
          {course.instructor}
        </p>
        <ul aria-label="Course facts" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 text-slate-400" aria-hidden="true" />
            {course.duration}
          </li>
          <li className="flex items-center gap-1.5">
            <BookOpen className="size-4 text-slate-400" aria-hidden="true" />
            {lessonsLabel(course.lessonCount)}
          </li>
          <li className="flex items-center gap-1.5">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span className="sr-only">Rated </span>
            {ratingText(course.rating)}
            <span className="sr-only"> out of 5</span>
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-4 text-slate-400" aria-hidden="true" />
            {studentsLabel(course.students)}
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <p className="text-lg font-bold text-slate-900">{formatPrice(teacherCoursePrice(course))}</p>
          <AddToCartButton item={teacherCourseCartItem(course)} itemName={course.title} />
        </div>
      </div>
    </article>
  );
}

export function TeacherCourseCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

export function TeacherCourseGridSkeleton({
  count = 6,
  label = 'Loading courses',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} className={TEACHER_COURSE_GRID}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <TeacherCourseCardSkeleton key={index} />
      ))}
    </div>
  );
}

export function TeacherCourseGrid({ courses, headingLevel }: { courses: TeacherCourse[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={TEACHER_COURSE_GRID}>
      {courses.map((course) => (
        <li key={course.id}>
          <TeacherCourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
