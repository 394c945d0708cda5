import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useTeacherCourse } from '../api/get-teacher-course';
import { TeacherCourseDetail, TeacherCourseDetailSkeleton } from '../components/teacher-course-detail';
import { TeacherCourseNotFound } from '../components/teacher-course-not-found';
import { useEnrolment } from '../hooks/use-enrolment';
import { parseCourseId } from '../lib/course-fields';

export const TEACHER_COURSE_FAILED = "We couldn't load this course. Please try again.";

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
  useDocumentTitle(notFound ? 'Course Not Found | The Gate' : `${query.data?.title ?? 'Teacher Course'} | The Gate`);

  if (notFound) return <TeacherCourseNotFound />;
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <>
        <h1 className="sr-only">Teacher course</h1>
        <TeacherCourseDetailSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h1 className="sr-only">Teacher course</h1>
        <ErrorState title="Failed to load course" message={TEACHER_COURSE_FAILED} onRetry={() => query.refetch()} />
      </div>
    );
  }
  return <TeacherCourseDetail course={query.data} enrolment={enrolment} />;
}
