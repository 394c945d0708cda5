import type { AssignedCoursesResponse } from '@the-gate/contract/courses';
import { type ReactNode, useId, useRef } from 'react';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { PastLastPage } from '@/components/empty-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readAuthToken } from '@/lib/auth-token';
import { useSearchParams } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { useAssignedCourses } from '../api/get-assigned-courses';
import { CourseCard } from '../components/course-card';
import { CoursesError, NoCourses } from '../components/course-list-states';
import { Pagination } from '../components/pagination';
import { t } from '../i18n';
import { AUTH_TOKEN_MISSING, CourseRequestError } from '../lib/course-request';
import { parsePage } from '../lib/page-window';

function Loading() {
  return (
    <div className="flex flex-col gap-6">
      <LoadingState label={t('loadingCoursesEllipsis')} layout="start" />
      <CardGridSkeleton count={3} aspect="aspect-video" />
    </div>
  );
}

type ListProps = { data: AssignedCoursesResponse; page: number; busy: boolean; onPage: (page: number) => void };

function CourseList({ data, page, busy, onPage }: ListProps) {
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const goTo = (next: number) => {
    onPage(next);
    // Focus (and so the view) returns to the top of the list, where the new page starts.
    listHeadingRef.current?.focus();
  };

  if (data.courses.length === 0) {
    if (data.totalCount === 0) return <NoCourses />;
    return <PastLastPage page={page} items="courses" firstPageHref={paths.myCourses.href()} />;
  }
  return (
    <section aria-labelledby={headingId} aria-busy={busy} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} ref={listHeadingRef} tabIndex={-1} className="text-slate-600 outline-none">
          {t('showing', { shown: data.courses.length, total: data.totalCount })}
        </h2>
        {busy && <LoadingState label={t('loadingCoursesEllipsis')} layout="inline" className="text-sm" />}
      </div>
      <CardGrid items={data.courses} label={t('yourCourses')}>
        {(course) => <CourseCard course={course} />}
      </CardGrid>
      <Pagination page={page} totalPages={data.totalPages} onChange={goTo} />
    </section>
  );
}

/**
 * `/my-courses` (A§2, MC-01..MC-19): the user's assigned courses, 10 a page. The page number lives
 * in the address (`?page=2`), so Back and a reload keep it. No route guard (GLB-18): without a
 * token the page shows the spec's error (MC-03, AMB-35 b) and asks nothing.
 */
export function MyCoursesPage() {
  useDocumentTitle(t('myCoursesTitle'));
  // Subscribing re-renders the page when the session changes (a sign-in or sign-out in another tab).
  useSession();
  const signedIn = readAuthToken() !== null;
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const courses = useAssignedCourses(page, signedIn);

  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });

  let content: ReactNode;
  if (!signedIn) {
    content = <CoursesError message={AUTH_TOKEN_MISSING} onRetry={() => courses.refetch()} offerLogin />;
  } else if (courses.isPending || (courses.isError && courses.isFetching)) {
    content = <Loading />;
  } else if (courses.isError) {
    const { error } = courses;
    const known = error instanceof CourseRequestError;
    content = (
      <CoursesError
        message={known ? error.message : undefined}
        onRetry={() => courses.refetch()}
        offerLogin={known && (error.status === null || error.status === 401)}
      />
    );
  } else {
    content = <CourseList data={courses.data} page={page} busy={courses.isPlaceholderData} onPage={setPage} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={t('myCourses')} intro={t('myCoursesIntro')} className="mb-8" />
      {content}
    </div>
  );
}
