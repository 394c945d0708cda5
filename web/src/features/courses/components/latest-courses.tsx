import type { AssignedCourse } from '@the-gate/contract/courses';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { LinkedSection } from '@/components/linked-section';
import { SummaryList } from '@/components/summary-list';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useAssignedCourses } from '../api/get-assigned-courses';
import { t } from '../i18n';
import { CourseRequestError } from '../lib/course-request';
import { LOAD_COURSES_FAILED, NO_COURSES_ASSIGNED } from './course-list-states';
import { LessonProgress } from './lesson-progress';
import { LevelBadge } from './level-badge';

/** How many of the latest courses the dashboard shows. */
export const LATEST_COURSES_COUNT = 3;

function LatestCourse({ course }: { course: AssignedCourse }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={course.difficultyLevel} />
      </div>
      <h3 className="font-semibold break-words text-slate-900">{course.title}</h3>
      <LessonProgress done={course.completedLessonCount} total={course.lessonCount} />
      <Button asChild size="sm" variant="outline" className="w-fit">
        <Link
          to={paths.course.href(course.id)}
          state={{ course }}
          aria-label={t('continueAbout', { title: course.title })}
        >
          {t('continue')}
          <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

/**
 * The dashboard's courses section: the latest assigned courses (the server orders them newest
 * first) with the user's progress, and a way to My Courses. It shares My Courses' first page.
 */
export function LatestCourses() {
  const courses = useAssignedCourses(1, true);
  return (
    <LinkedSection
      icon={GraduationCap}
      title={t('latestCourses')}
      linkTo={paths.myCourses.href()}
      linkLabel={t('goToMyCourses')}
    >
      <SummaryList
        query={courses}
        select={(data) => data.courses.slice(0, LATEST_COURSES_COUNT)}
        loadingLabel={t('loadingYourCourses')}
        errorMessage={courses.error instanceof CourseRequestError ? courses.error.message : LOAD_COURSES_FAILED}
        empty={{
          title: NO_COURSES_ASSIGNED,
          text: t('latestCoursesEmpty'),
          to: paths.teacherCourses.href(),
          label: t('exploreTeacherCourses'),
        }}
      >
        {(course) => <LatestCourse course={course} />}
      </SummaryList>
    </LinkedSection>
  );
}
