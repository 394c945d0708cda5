import { GraduationCap } from 'lucide-react';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTeacherCourses } from '../api/get-teacher-courses';
import { TeacherCourseGrid, TeacherCourseGridSkeleton } from '../components/teacher-course-card';
import { useTeacherCourseSearch } from '../hooks/use-teacher-course-search';
import { filterTeacherCourses, showingLine } from '../lib/teacher-course-fields';

export const TEACHER_COURSES_SLOGAN = 'Teacher Professional Development Courses';
export const NO_MATCHING_COURSES = 'No courses found matching your search.';
export const NO_TEACHER_COURSES = 'There are no teacher courses in the store yet.';
export const TEACHER_COURSES_FAILED = "We couldn't load the teacher courses. Please try again.";

/**
 * `/teacher-courses` (B§2, TC-01..TC-06): the slogan, the search box, "Showing X of Y courses" and
 * the cards. The courses come from the server (ARCHITECTURE decisions), so Y is however many it
 * serves, not a fixed 8 (TC-03), and the page asks for them (TC-08 superseded).
 */
export function TeacherCoursesPage() {
  useDocumentTitle('Teacher Courses | The Gate');
  const courses = useTeacherCourses();
  const { search, setSearch, commitSearch, clearSearch } = useTeacherCourseSearch();
  const deferredSearch = useDeferredValue(search);
  const results = useMemo(
    () => filterTeacherCourses(courses.data ?? [], deferredSearch),
    [courses.data, deferredSearch],
  );
  // 'Try again' shows the loading state again rather than leaving the old error up.
  const loading = courses.isPending || (courses.isError && courses.isFetching);
  const searching = deferredSearch.trim() !== '';

  let body: ReactNode;
  if (loading) {
    body = <TeacherCourseGridSkeleton />;
  } else if (courses.isError) {
    // No sample courses in their place: we never invent products or prices (ARCHITECTURE "Web").
    body = (
      <ErrorState title="Failed to load courses" message={TEACHER_COURSES_FAILED} onRetry={() => courses.refetch()} />
    );
  } else if (results.length === 0) {
    body = searching ? (
      <EmptyState message={NO_MATCHING_COURSES}>
        <Button onClick={clearSearch}>Clear Filters</Button>
      </EmptyState>
    ) : (
      <EmptyState message={NO_TEACHER_COURSES} />
    );
  } else {
    body = <TeacherCourseGrid courses={results} />;
  }

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 pt-12 pb-14 text-white">
        <div className="mx-auto max-w-7xl">
          <p className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-400 uppercase">
            <GraduationCap className="size-5" aria-hidden="true" />
            For teachers
          </p>
          <h1 className="max-w-3xl font-serif text-3xl leading-tight font-bold sm:text-5xl">
            {TEACHER_COURSES_SLOGAN}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Self-paced courses by experienced Cambridge English teachers: practical strategies for reading, writing,
            grammar and assessment that you can take straight into your Year 5 to 8 classroom.
          </p>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        <SearchBox
          label="Search courses"
          value={search}
          onChange={setSearch}
          onSubmit={commitSearch}
          placeholder="Search by title, description, category or instructor..."
        />
        <section aria-label="Courses" className="flex flex-col gap-4">
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {courses.isSuccess ? showingLine(results.length, courses.data.length) : ''}
          </p>
          {body}
        </section>
      </div>
    </>
  );
}
