import { NotFoundState } from '@/components/not-found-state';
import { PageError } from '@/components/page-error';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useParams } from '@/lib/router';
import { useTeacherCourse } from '../api/get-teacher-course';
import { COURSE_NOT_FOUND_MESSAGE } from '../components/course-gates';
import { TeacherCourseDetail, TeacherCourseDetailSkeleton } from '../components/teacher-course-detail';
import { useEnrolment } from '../hooks/use-enrolment';
import { t } from '../i18n';
import { parseCourseId } from '../lib/course-fields';

export const TEACHER_COURSE_FAILED = t('teacherCourseFailed');
/** The server's words for an unknown teacher course (GET /api/teacher-courses/{id} → 404). */
export const TEACHER_COURSE_NOT_FOUND = t('teacherCourseNotFound');

/**
 * `/teacher-courses/{courseId}` (RT-42; TC-09: the screen is not in the spec, so it is ours): the
 * course, its syllabus and Add to Cart, or the way into it for a user who already has it. A
 * malformed id is not found without a request; a 404 is not found; anything else an error with a retry.
 */
export function TeacherCoursePage() {
  const { courseId: rawId } = useParams();
  const courseId = parseCourseId(rawId);
  const query = useTeacherCourse(courseId);
  const enrolment = useEnrolment(courseId);
  const notFound = courseId === null || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(notFound ? t('courseNotFoundTitle') : `${query.data?.title ?? t('teacherCourse')} | The Gate`);

  if (notFound) {
    return (
      <NotFoundState
        title={TEACHER_COURSE_NOT_FOUND}
        message={COURSE_NOT_FOUND_MESSAGE}
        backTo={paths.teacherCourses.href()}
        backLabel={t('backToTeacherCourses')}
      />
    );
  }
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <>
        <h1 className="sr-only">{t('teacherCourseHeading')}</h1>
        <TeacherCourseDetailSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <PageError
        pageHeading={t('teacherCourseHeading')}
        title={t('failedToLoadCourse')}
        message={TEACHER_COURSE_FAILED}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <TeacherCourseDetail course={query.data} enrolment={enrolment} />;
}
