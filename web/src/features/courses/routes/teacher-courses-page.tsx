import { GraduationCap } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageHero } from '@/components/page-hero';
import { QueryView } from '@/components/query-view';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTeacherCourses } from '../api/get-teacher-courses';
import { TeacherCourseGrid, TeacherCourseGridSkeleton } from '../components/teacher-course-card';
import { useTeacherCourseSearch } from '../hooks/use-teacher-course-search';
import { t } from '../i18n';
import { filterTeacherCourses, showingLine } from '../lib/teacher-course-fields';

export const TEACHER_COURSES_SLOGAN = t('teacherCoursesSlogan');
export const NO_MATCHING_COURSES = t('noMatchingCourses');
export const NO_TEACHER_COURSES = t('noTeacherCourses');
export const TEACHER_COURSES_FAILED = t('teacherCoursesFailed');

/**
 * `/teacher-courses` (B§2, TC-01..TC-06): the slogan, the search box, "Showing X of Y courses" and
 * the cards. The courses come from the server (ARCHITECTURE decisions), so Y is however many it
 * serves, not a fixed 8 (TC-03), and the page asks for them (TC-08 superseded).
 */
export function TeacherCoursesPage() {
  useDocumentTitle(t('teacherCoursesTitle'));
  const courses = useTeacherCourses();
  const { search, setSearch, commitSearch, clearSearch } = useTeacherCourseSearch();
  const deferredSearch = useDeferredValue(search);
  const results = useMemo(
    () => filterTeacherCourses(courses.data ?? [], deferredSearch),
    [courses.data, deferredSearch],
  );
  const searching = deferredSearch.trim() !== '';

  // No sample courses in their place: we never invent products or prices (ARCHITECTURE "Web").
  const body = (
    <QueryView
      query={courses}
      loading={<TeacherCourseGridSkeleton />}
      errorTitle={t('failedToLoadCourses')}
      errorMessage={TEACHER_COURSES_FAILED}
    >
      {() =>
        results.length > 0 ? (
          <TeacherCourseGrid courses={results} />
        ) : searching ? (
          <EmptyState message={NO_MATCHING_COURSES}>
            <Button onClick={clearSearch}>{t('clearFilters')}</Button>
          </EmptyState>
        ) : (
          <EmptyState message={NO_TEACHER_COURSES} />
        )
      }
    </QueryView>
  );

  return (
    <>
      <PageHero
        eyebrow={{ icon: GraduationCap, text: t('forTeachers') }}
        title={TEACHER_COURSES_SLOGAN}
        intro={t('teacherCoursesIntro')}
      />

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        <SearchBox
          label={t('searchCourses')}
          value={search}
          onChange={setSearch}
          onSubmit={commitSearch}
          placeholder={t('searchPlaceholder')}
        />
        <section aria-label={t('courses')} className="flex flex-col gap-4">
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {courses.isSuccess ? showingLine(results.length, courses.data.length) : ''}
          </p>
          {body}
        </section>
      </div>
    </>
  );
}
