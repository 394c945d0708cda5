import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link, useSearchParams } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { DataTable } from '../components/data-table';
import { PageTitle } from '../components/page-title';
import { COURSE_SORTABLE_COLUMNS, courseColumns } from '../courses/course-columns';
import { type CoursesListQuery, coursesKey, getAdminCourses } from '../courses/courses-api';
import { CoursesFilters } from '../courses/courses-filters';
import { COURSE_PAGE_SIZE, courseQueryFrom, nextCourseQuery, nextCourseSort } from '../courses/list-query';
import { adminPaths } from '../paths';

/**
 * The teacher courses (issue 24 §2, §6): searched, filtered by status, difficulty and category,
 * sorted and paged by the server, all of it in the address (a shared link or Back shows the same
 * list). Managers add courses.
 */
export function CoursesPage() {
  const role = useStaffRole();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => courseQueryFrom(params), [params]);
  const list = useQuery({
    queryKey: coursesKey(query),
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    placeholderData: keepPreviousData,
  });
  const change = useCallback(
    (next: CoursesListQuery) => setParams((current) => nextCourseQuery(courseQueryFrom(current), next)),
    [setParams],
  );

  const page = Number(query.page ?? '1');
  const total = list.data?.totalCount ?? 0;
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil(total / COURSE_PAGE_SIZE));
  const first = (page - 1) * COURSE_PAGE_SIZE + 1;
  const filtered = Boolean(query.search || query.status || query.difficulty || query.category);
  const none = filtered ? 'No courses match the search and filters.' : 'No courses yet.';

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <PageTitle title="Courses" inline />
        {can(role, 'catalogue.manage') && (
          <Link to={adminPaths.newCourse} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New course
          </Link>
        )}
      </div>
      <div className="space-y-4">
        <CoursesFilters query={query} onChange={change} />
        {list.isPending ? (
          <LoadingState label="Loading courses..." layout="start" />
        ) : list.isError ? (
          <ErrorState
            title="Courses could not load"
            message="Check your connection and try again."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700">
              {items.length === 0
                ? total === 0
                  ? none
                  : `No courses on page ${page}.`
                : `Courses ${first}–${first + items.length - 1} of ${total}`}
            </p>
            <DataTable
              caption={`Courses, page ${page} of ${pages}`}
              columns={courseColumns}
              data={items}
              getRowId={(row) => String(row.id)}
              empty={none}
              busy={list.isFetching && list.isPlaceholderData}
              sorting={{
                sortable: COURSE_SORTABLE_COLUMNS,
                column: query.sort ?? null,
                order: query.order === 'desc' ? 'desc' : 'asc',
                onSort: (column) => change(nextCourseSort(query, column)),
              }}
            />
            <nav aria-label="Courses pages" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                disabled={page <= 1 || list.isFetching}
                onClick={() => change({ page: String(page - 1) })}
              >
                Previous page
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {pages}
              </span>
              <Button
                variant="outline"
                disabled={page >= pages || list.isFetching}
                onClick={() => change({ page: String(page + 1) })}
              >
                Next page
              </Button>
            </nav>
          </>
        )}
      </div>
    </>
  );
}
