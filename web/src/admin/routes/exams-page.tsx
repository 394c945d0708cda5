import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { examsKey, getAdminExams } from '../api/exams';
import { ServerList } from '../components/server-list';
import { EXAM_SORTABLE_COLUMNS, examColumns } from '../exams/exam-columns';
import { ExamsFilters } from '../exams/exams-filters';
import { EXAMS_LIST } from '../exams/list-rules';
import { useListQuery } from '../lib/list-url-state';
import { adminPaths } from '../paths';

/** The exams (issue 24 §2, §6): searched, filtered by year and status, sorted and paged by the server, all in the address. */
export function ExamsPage() {
  const role = useStaffRole();
  const { query, change, page } = useListQuery(EXAMS_LIST);
  const list = useQuery({
    queryKey: examsKey(query),
    queryFn: ({ signal }) => getAdminExams(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerList
      title="Exams"
      noun="Exams"
      actions={
        can(role, 'catalogue.manage') && (
          <Link to={adminPaths.newExam} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New exam
          </Link>
        )
      }
      filters={<ExamsFilters query={query} onChange={change} />}
      list={list}
      query={query}
      page={page}
      filtered={Boolean(query.search || query.status || query.year)}
      columns={examColumns}
      sortable={EXAM_SORTABLE_COLUMNS}
      getRowId={(row) => String(row.id)}
      change={change}
    />
  );
}
