import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { examsKey, getAdminExams } from '../api/exams';
import { DataTable } from '../components/data-table';
import { PageTitle } from '../components/page-title';
import { Pager } from '../components/pager';
import { EXAM_SORTABLE_COLUMNS, examColumns } from '../exams/exam-columns';
import { ExamsFilters } from '../exams/exams-filters';
import { EXAMS_LIST } from '../exams/list-rules';
import { listSummary, nextSort, pageCount, useListQuery } from '../lib/list-url-state';
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
  const total = list.data?.totalCount ?? 0;
  const items = list.data?.items ?? [];
  const pages = pageCount(total);
  const filtered = Boolean(query.search || query.status || query.year);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <PageTitle title="Exams" inline />
        {can(role, 'catalogue.manage') && (
          <Link to={adminPaths.newExam} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New exam
          </Link>
        )}
      </div>
      <div className="space-y-4">
        <ExamsFilters query={query} onChange={change} />
        {list.isPending ? (
          <LoadingState label="Loading exams..." layout="start" />
        ) : list.isError ? (
          <ErrorState
            title="Exams could not load"
            message="Check your connection and try again."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700">
              {listSummary('Exams', page, items.length, total, filtered)}
            </p>
            <DataTable
              caption={`Exams, page ${page} of ${pages}`}
              columns={examColumns}
              data={items}
              getRowId={(row) => String(row.id)}
              empty={filtered ? 'No exams match the search and filters.' : 'No exams yet.'}
              busy={list.isFetching && list.isPlaceholderData}
              sorting={{
                sortable: EXAM_SORTABLE_COLUMNS,
                column: query.sort ?? null,
                order: query.order === 'desc' ? 'desc' : 'asc',
                onSort: (column) => change(nextSort(query, column)),
              }}
            />
            <Pager
              label="Exams pages"
              page={page}
              pages={pages}
              busy={list.isFetching}
              onPage={(next) => change({ page: String(next) })}
            />
          </>
        )}
      </div>
    </>
  );
}
