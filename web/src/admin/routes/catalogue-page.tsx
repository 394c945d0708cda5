import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { getAdminMaterials, getMaterialTypes, materialsKey, materialTypesKey } from '../api/materials';
import { DataTable } from '../components/data-table';
import { PageTitle } from '../components/page-title';
import { Pager } from '../components/pager';
import { listSummary, nextSort, pageCount, useListQuery } from '../lib/list-url-state';
import { ExportCsvButton, ImportCsv } from '../materials/csv-tools';
import { MATERIALS_LIST } from '../materials/list-query';
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
  const { query, change, page } = useListQuery(MATERIALS_LIST);
  const list = useQuery({
    queryKey: materialsKey(query),
    queryFn: ({ signal }) => getAdminMaterials(query, signal),
    placeholderData: keepPreviousData,
  });
  const types = useQuery({ queryKey: materialTypesKey, queryFn: ({ signal }) => getMaterialTypes(signal) });

  const total = list.data?.totalCount ?? 0;
  const items = list.data?.items ?? [];
  const pages = pageCount(total);
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
              {listSummary('Materials', page, items.length, total, filtered)}
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
            <Pager
              label="Materials pages"
              page={page}
              pages={pages}
              busy={list.isFetching}
              onPage={(next) => change({ page: String(next) })}
            />
          </>
        )}
        {can(role, 'catalogue.manage') && <ImportCsv />}
      </div>
    </>
  );
}
