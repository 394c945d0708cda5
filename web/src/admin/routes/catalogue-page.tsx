import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link, useSearchParams } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import {
  getAdminMaterials,
  getMaterialTypes,
  type MaterialsListQuery,
  materialsKey,
  materialTypesKey,
} from '../api/materials';
import { DataTable } from '../components/data-table';
import { PageTitle } from '../components/page-title';
import { ExportCsvButton, ImportCsv } from '../materials/csv-tools';
import { LIST_PAGE_SIZE, listQueryFrom, nextListQuery, nextSort } from '../materials/list-query';
import { materialColumns, SORTABLE_COLUMNS } from '../materials/material-columns';
import { MaterialsFilters } from '../materials/materials-filters';
import { adminPaths } from '../paths';

/**
 * The catalogue's materials (issue 24 §2, §6): searched, filtered, sorted and paged by the server,
 * with all of it in the address (a shared link or Back shows the same list). Managers add materials
 * and import a CSV; managers and owners export one.
 */
export function CataloguePage() {
  const role = useStaffRole();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFrom(params), [params]);
  const list = useQuery({
    queryKey: materialsKey(query),
    queryFn: ({ signal }) => getAdminMaterials(query, signal),
    placeholderData: keepPreviousData,
  });
  const types = useQuery({ queryKey: materialTypesKey, queryFn: ({ signal }) => getMaterialTypes(signal) });
  const change = useCallback(
    (next: MaterialsListQuery) => setParams((current) => nextListQuery(listQueryFrom(current), next)),
    [setParams],
  );

  const page = Number(query.page ?? '1');
  const total = list.data?.totalCount ?? 0;
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const first = (page - 1) * LIST_PAGE_SIZE + 1;
  const filtered = Boolean(query.search || query.status || query.typeId || query.year);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <PageTitle title="Materials" inline />
        <div className="flex flex-wrap gap-2">
          {can(role, 'catalogue.export') && <ExportCsvButton />}
          {can(role, 'catalogue.manage') && (
            <Link to={adminPaths.newMaterial} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              New material
            </Link>
          )}
        </div>
      </div>
      <div className="space-y-4">
        <MaterialsFilters query={query} types={types.data ?? []} onChange={change} />
        {list.isPending ? (
          <LoadingState label="Loading materials..." layout="start" />
        ) : list.isError ? (
          <ErrorState
            title="Materials could not load"
            message="Check your connection and try again."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700">
              {items.length === 0
                ? total === 0
                  ? filtered
                    ? 'No materials match the search and filters.'
                    : 'No materials yet.'
                  : `No materials on page ${page}.`
                : `Materials ${first}–${first + items.length - 1} of ${total}`}
            </p>
            <DataTable
              caption={`Materials, page ${page} of ${pages}`}
              columns={materialColumns}
              data={items}
              getRowId={(row) => String(row.id)}
              empty={filtered ? 'No materials match the search and filters.' : 'No materials yet.'}
              busy={list.isFetching && list.isPlaceholderData}
              sorting={{
                sortable: SORTABLE_COLUMNS,
                column: query.sort ?? null,
                order: query.order === 'desc' ? 'desc' : 'asc',
                onSort: (column) => change(nextSort(query, column)),
              }}
            />
            <nav aria-label="Materials pages" className="flex items-center justify-between gap-2">
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
        {can(role, 'catalogue.manage') && <ImportCsv />}
      </div>
    </>
  );
}
