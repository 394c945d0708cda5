import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { NotFoundState, PageMessage } from '@/components/not-found-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';
import { AUTH_TOKEN_MISSING } from '../lib/course-request';
import { LoginBackLink } from './course-list-states';

export const COURSE_NOT_FOUND_TITLE = t('courseNotFound');
export const COURSE_NOT_FOUND_MESSAGE = t('courseNotFoundMessage');
/** The server's words for a course that is not the user's (contract §3.7; COURSE_MESSAGES.noAccess). */
export const NO_ACCESS_FALLBACK = t('noAccessFallback');

function BackToMyCourses() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.myCourses.href()}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t('backToMyCourses')}
      </Link>
    </Button>
  );
}

/** An unknown or malformed course (B§2, B§8, CD-02; AMB-54: a link, which navigates the same). */
export function CourseNotFound() {
  return (
    <NotFoundState
      title={COURSE_NOT_FOUND_TITLE}
      message={COURSE_NOT_FOUND_MESSAGE}
      backTo={paths.myCourses.href()}
      backLabel={t('backToMyCourses')}
    />
  );
}

/** A course that is not assigned to this user (403): the server's message, and where to go instead. */
export function CourseNoAccess({ message }: { message: string | null }) {
  return (
    <PageMessage
      icon={<LockKeyhole className="size-12 text-amber-500" aria-hidden="true" />}
      title={t('noAccess')}
      message={message || NO_ACCESS_FALLBACK}
    >
      <BackToMyCourses />
      <Button asChild>
        <Link to={paths.teacherCourses.href()}>{t('browseTeacherCourses')}</Link>
      </Button>
    </PageMessage>
  );
}

/** No stored token (B§6, CD-05): the spec's message and a Log in link that comes back here. */
export function CourseSignedOut() {
  return (
    <PageMessage
      icon={<LockKeyhole className="size-12 text-brand-500" aria-hidden="true" />}
      title={t('pleaseLogIn')}
      message={AUTH_TOKEN_MISSING}
    >
      <LoginBackLink />
      <BackToMyCourses />
    </PageMessage>
  );
}
