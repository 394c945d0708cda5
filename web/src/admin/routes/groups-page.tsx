import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { getAdminGroups, groupsKey } from '../api/groups';
import { DataTable } from '../components/data-table';
import { PageTitle } from '../components/page-title';
import { Pager } from '../components/pager';
import { GROUP_SORTABLE_COLUMNS, groupColumns } from '../groups/group-columns';
import { GroupsFilters } from '../groups/groups-filters';
import { GROUPS_LIST } from '../groups/list-rules';
import { listSummary, nextSort, pageCount, useListQuery } from '../lib/list-url-state';
import { adminPaths } from '../paths';

/**
 * The packages, digital books and collections (issue 24 §2, §6): searched, filtered by kind, year and
 * status, sorted and paged by the server, all of it in the address. Managers add new ones.
 */
export function GroupsPage() {
  const role = useStaffRole();
  const { query, change, page } = useListQuery(GROUPS_LIST);
  const list = useQuery({
    queryKey: groupsKey(query),
    queryFn: ({ signal }) => getAdminGroups(query, signal),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.totalCount ?? 0;
  const items = list.data?.items ?? [];
  const pages = pageCount(total);
  const filtered = Boolean(query.search || query.status || query.kind || query.year);
  const empty = filtered ? 'No packages or books match the search and filters.' : 'No packages or books yet.';

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <PageTitle title="Packages & books" inline />
        {can(role, 'catalogue.manage') && (
          <Link to={adminPaths.newGroup} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New package or book
          </Link>
        )}
      </div>
      <div className="space-y-4">
        <GroupsFilters query={query} onChange={change} />
        {list.isPending ? (
          <LoadingState label="Loading packages and books..." layout="start" />
        ) : list.isError ? (
          <ErrorState
            title="Packages and books could not load"
            message="Check your connection and try again."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700">
              {items.length === 0 && total === 0 ? empty : listSummary('Items', page, items.length, total, filtered)}
            </p>
            <DataTable
              caption={`Packages and books, page ${page} of ${pages}`}
              columns={groupColumns}
              data={items}
              getRowId={(row) => String(row.id)}
              empty={empty}
              busy={list.isFetching && list.isPlaceholderData}
              sorting={{
                sortable: GROUP_SORTABLE_COLUMNS,
                column: query.sort ?? null,
                order: query.order === 'desc' ? 'desc' : 'asc',
                onSort: (column) => change(nextSort(query, column)),
              }}
            />
            <Pager
              label="Packages and books pages"
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
