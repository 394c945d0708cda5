import type { AssignedCourse } from '@the-gate/contract/courses';
import { ArrowLeft, Clock, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';
import { hoursLabel } from '../lib/course-fields';
import { LessonProgress } from './lesson-progress';

/** The instructor line of a course that names no instructor (B§2, B§9, CD-03; the text is ours). */
export const INSTRUCTOR_LINE = t('instructorTeam');

/**
 * The course's own instructor, the one the teacher catalogue names: a fixed line here used to name
 * someone else than the catalogue did (issue 23 §7). A course handed over by an older page may lack
 * the field.
 */
export function instructorLine(instructor: string | undefined): string {
  const name = instructor?.trim();
  return name ? t('instructorNamed', { name }) : INSTRUCTOR_LINE;
}

type Props = { course: AssignedCourse; progress: { done: number; total: number } };

/** Title, description, duration when there is one, the instructor line and the user's progress (CD-03). */
export function CourseHeader({ course, progress }: Props) {
  return (
    <header className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white sm:p-8">
      <Link
        to={paths.myCourses.href()}
        className="inline-flex w-fit items-center gap-1 text-sm text-brand-100 hover:text-white hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('myCourses')}
      </Link>
      {/* The catalogue's English reads left to right inside an Arabic page, its punctuation in place (issue 26 §3). */}
      <h1 className="text-2xl font-bold break-words sm:text-3xl">
        <bdi>{course.title}</bdi>
      </h1>
      {course.description && (
        <p className="max-w-3xl text-brand-100">
          <bdi>{course.description}</bdi>
        </p>
      )}
      <ul aria-label={t('aboutThisCourse')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
        {course.durationInHours > 0 && (
          <li className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {hoursLabel(course.durationInHours)}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden="true" />
          {instructorLine(course.instructor)}
        </li>
      </ul>
      <LessonProgress
        done={progress.done}
        total={progress.total}
        className="max-w-md rounded-lg bg-white/95 p-3 text-slate-900"
      />
    </header>
  );
}
