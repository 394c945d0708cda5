import type { AssignedCourse } from '@the-gate/contract/courses';
import { ArrowRight, GraduationCap, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkedSection } from '@/components/linked-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAssignedCourses } from '../api/get-assigned-courses';
import { DIFFICULTY_CLASSES } from '../lib/course-fields';
import { CourseRequestError } from '../lib/course-request';
import { LOAD_COURSES_FAILED, NO_COURSES_ASSIGNED } from './course-list-states';
import { LessonProgress } from './lesson-progress';

/** How many of the latest courses the dashboard shows. */
export const LATEST_COURSES_COUNT = 3;

function LatestCourse({ course }: { course: AssignedCourse }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={DIFFICULTY_CLASSES[course.difficultyLevel]}>{course.difficultyLevel}</Badge>
      </div>
      <h3 className="font-semibold break-words text-slate-900">{course.title}</h3>
      <LessonProgress done={course.completedLessonCount} total={course.lessonCount} />
      <Button asChild size="sm" variant="outline" className="w-fit">
        <Link to={paths.course.href(course.id)} state={{ course }} aria-label={`Continue: ${course.title}`}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </li>
  );
}

/**
 * The dashboard's courses section: the latest assigned courses (the server orders them newest
 * first) with the user's progress, and a way to My Courses. It shares My Courses' first page.
 */
export function LatestCourses() {
  const courses = useAssignedCourses(1, true);

  let body: ReactNode;
  if (courses.isPending) {
    body = (
      <div role="status" aria-label="Loading your courses" className="grid gap-3">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  } else if (courses.isError) {
    const { error } = courses;
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-5">
        <p className="text-slate-700">{error instanceof CourseRequestError ? error.message : LOAD_COURSES_FAILED}</p>
        <Button variant="outline" size="sm" onClick={() => courses.refetch()}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  } else if (courses.data.courses.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-5">
        <p className="font-medium text-slate-900">{NO_COURSES_ASSIGNED}</p>
        <p className="text-sm text-slate-600">Courses from your school or that you buy appear here.</p>
        <Button asChild size="sm">
          <Link to={paths.teacherCourses.href()}>Explore teacher courses</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-3">
        {courses.data.courses.slice(0, LATEST_COURSES_COUNT).map((course) => (
          <LatestCourse key={course.id} course={course} />
        ))}
      </ul>
    );
  }

  return (
    <LinkedSection
      icon={GraduationCap}
      title="Latest courses"
      linkTo={paths.myCourses.href()}
      linkLabel="Go to My Courses"
    >
      {body}
    </LinkedSection>
  );
}
