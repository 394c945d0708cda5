import type { AssignedCourse } from '@the-gate/contract/courses';
import { BookOpen, Clock, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { DIFFICULTY_CLASSES, groupsLabel, hoursLabel, lessonsLabel } from '../lib/course-fields';
import { LessonProgress } from './lesson-progress';

/**
 * One assigned course (A§2 My Courses, MC-05..MC-09): thumbnail, status and difficulty badges,
 * title, description, hours, groups, lessons, the user's progress, and 'View Course', which hands
 * the course to the player so its header shows at once (CD-19).
 */
export function CourseCard({ course }: { course: AssignedCourse }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <FallbackImage
        src={course.thumbnailUrl}
        alt={course.title}
        width={640}
        height={360}
        sizes={IMAGE_SIZES.card}
        className="aspect-video w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ul aria-label="Details" className="flex flex-wrap gap-2">
          <li>
            <Badge variant={course.isPublished ? 'success' : 'secondary'}>
              {course.isPublished ? 'Published' : 'Draft'}
            </Badge>
          </li>
          <li>
            <Badge data-level={course.difficultyLevel} className={DIFFICULTY_CLASSES[course.difficultyLevel]}>
              {course.difficultyLevel}
            </Badge>
          </li>
        </ul>
        <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-slate-900">
          {course.title}
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <ul aria-label="Facts" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 text-slate-400" aria-hidden="true" />
            {hoursLabel(course.durationInHours)}
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-4 text-slate-400" aria-hidden="true" />
            {groupsLabel(course.assignedGroupsCount)}
          </li>
          <li className="flex items-center gap-1.5">
            <BookOpen className="size-4 text-slate-400" aria-hidden="true" />
            {lessonsLabel(course.lessonCount)}
          </li>
        </ul>
        <LessonProgress done={course.completedLessonCount} total={course.lessonCount} className="mt-auto" />
        <Button asChild>
          <Link to={paths.course.href(course.id)} state={{ course }} aria-label={`View Course: ${course.title}`}>
            View Course
          </Link>
        </Button>
      </div>
    </article>
  );
}

export function CourseCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
