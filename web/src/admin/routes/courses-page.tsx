import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { ServerList } from '../components/server-list';
import { COURSE_SORTABLE_COLUMNS, courseColumns } from '../courses/course-columns';
import { coursesKey, getAdminCourses } from '../courses/courses-api';
import { CoursesFilters } from '../courses/courses-filters';
import { COURSES_LIST } from '../courses/list-query';
import { useListQuery } from '../lib/list-url-state';
import { adminPaths } from '../paths';

/**
 * The teacher courses (issue 24 §2, §6): searched, filtered by status, difficulty and category,
 * sorted and paged by the server, all of it in the address (a shared link or Back shows the same
 * list). Managers add courses.
 */
export function CoursesPage() {
  const role = useStaffRole();
  const { query, change, page } = useListQuery(COURSES_LIST);
  const list = useQuery({
    queryKey: coursesKey(query),
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerList
      title="Courses"
      noun="Courses"
      actions={
        can(role, 'catalogue.manage') && (
          <Link to={adminPaths.newCourse} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New course
          </Link>
        )
      }
      filters={<CoursesFilters query={query} onChange={change} />}
      list={list}
      query={query}
      page={page}
      filtered={Boolean(query.search || query.status || query.difficulty || query.category)}
      columns={courseColumns}
      sortable={COURSE_SORTABLE_COLUMNS}
      getRowId={(row) => String(row.id)}
      change={change}
    />
  );
}
