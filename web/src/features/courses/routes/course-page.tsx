import type { AssignedCourse, Lesson } from '@the-gate/contract/courses';
import { Loader2, RotateCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';
import { useParams } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { useCourse } from '../api/get-course';
import { useLessons } from '../api/get-lessons';
import { useTeacherCourse } from '../api/get-teacher-course';
import { useSetLessonProgress } from '../api/set-lesson-progress';
import { CourseNoAccess, CourseNotFound, CourseSignedOut } from '../components/course-gates';
import { CourseHeader } from '../components/course-header';
import { LoginBackLink } from '../components/course-list-states';
import { LessonList } from '../components/lesson-list';
import { LessonPane } from '../components/lesson-pane';
import { useCourseAccess } from '../hooks/use-course-access';
import { useHandedOverCourse } from '../hooks/use-handed-over-course';
import { t } from '../i18n';
import { parseCourseId } from '../lib/course-fields';
import { type CourseRequestError, statusOf } from '../lib/course-request';

export const LESSONS_FAILED = t('lessonsFailed');

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}

function RetryError({
  title,
  message,
  error,
  onRetry,
}: {
  title: string;
  message: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <ErrorState title={title} message={message}>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('tryAgain')}
        </Button>
        {statusOf(error) === 401 && <LoginBackLink />}
      </div>
    </ErrorState>
  );
}

type LessonsProps = { courseId: number; lessons: Lesson[] };

/** The lesson list and the selected lesson; the first is selected once loaded (CD-10). */
function LessonsView({ courseId, lessons }: LessonsProps) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const progress = useSetLessonProgress(courseId);
  const selected = lessons.find((lesson) => lesson.id === chosenId) ?? lessons[0] ?? null;
  return (
    // One column on a phone, the list above the lesson; side by side from lg.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <LessonList lessons={lessons} selectedId={selected?.id ?? null} onSelect={setChosenId} />
      <LessonPane
        lesson={selected}
        saving={progress.isPending}
        onSetComplete={(lesson, completed) => progress.mutate({ lessonId: lesson.id, completed })}
      />
    </div>
  );
}

/**
 * `/course/{courseId}` (B§2, CD-01..CD-19): the header comes from My Courses' navigation state at
 * once, or from GET /api/courses/{id} on a direct load; the lessons from the lessons call. The
 * progress shown comes from the server's lessons, so it survives a reload.
 *
 * Those two calls answer 403 to a user without the course, so on a direct load they are made only
 * once the ownership read lists the course (issue 23 §7); a course it does not list is looked up in
 * the public catalogue, only to tell "No Access" from "Course Not Found". Should the read fail, the
 * calls are made and the server's answer decides, as before.
 */
export function CoursePage() {
  const { courseId: rawId } = useParams();
  const courseId = parseCourseId(rawId);
  useSession();
  const signedIn = readAuthToken() !== null;
  const handedOver = useHandedOverCourse(courseId);
  // My Courses hands over only the user's own courses: no need to ask.
  const access = useCourseAccess(courseId, handedOver === null);
  const open = signedIn && (handedOver !== null || access === 'granted' || access === 'unknown');
  const denied = signedIn && handedOver === null && access === 'denied';
  const course = useCourse(courseId, handedOver, open);
  const lessons = useLessons(courseId, open);
  const publicCourse = useTeacherCourse(denied ? courseId : null);

  const status = statusOf(course.error) ?? statusOf(lessons.error);
  const unknownCourse = denied && publicCourse.error instanceof ApiError && publicCourse.error.status === 404;
  const notFound = courseId === null || status === 404 || unknownCourse;
  const header: AssignedCourse | undefined = course.data;
  useDocumentTitle(notFound ? t('courseNotFoundTitle') : `${header?.title ?? t('course')} | The Gate`);

  if (notFound) return <CourseNotFound />;
  if (!signedIn) return <CourseSignedOut />;
  if (denied)
    return publicCourse.isPending ? <Loading label={t('loadingCourseEllipsis')} /> : <CourseNoAccess message={null} />;
  if (status === 403) {
    const error = (course.error ?? lessons.error) as CourseRequestError;
    return <CourseNoAccess message={error.serverMessage} />;
  }
  if (!header) {
    if (course.isError && !course.isFetching) {
      return (
        <div className="px-4 py-16">
          <RetryError
            title={t('errorLoadingCourse')}
            message={t('courseFailed')}
            error={course.error}
            onRetry={() => course.refetch()}
          />
        </div>
      );
    }
    return <Loading label={t('loadingCourseEllipsis')} />;
  }

  let body: ReactNode;
  if (lessons.isPending || (lessons.isError && lessons.isFetching)) {
    body = <Loading label={t('loadingLessons')} />;
  } else if (lessons.isError) {
    body = (
      <RetryError
        title={t('errorLoadingLessons')}
        message={LESSONS_FAILED}
        error={lessons.error}
        onRetry={() => lessons.refetch()}
      />
    );
  } else {
    body = <LessonsView courseId={header.id} lessons={lessons.data.lessons} />;
  }

  const loaded = lessons.data?.lessons;
  const progress = loaded
    ? { done: loaded.filter((lesson) => lesson.isCompleted).length, total: loaded.length }
    : { done: header.completedLessonCount, total: header.lessonCount };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <CourseHeader course={header} progress={progress} />
      {body}
    </div>
  );
}
