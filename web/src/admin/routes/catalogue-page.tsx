import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import {
  exportMaterialsCsv,
  getAdminMaterials,
  getMaterialTypes,
  materialsKey,
  materialTypesKey,
} from '../api/materials';
import { CsvExportButton } from '../components/csv-export-button';
import { ServerList } from '../components/server-list';
import { useListQuery } from '../lib/list-url-state';
import { ImportCsv } from '../materials/csv-tools';
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
  return (
    <ServerList
      title="Materials"
      noun="Materials"
      actions={
        <>
          {can(role, 'catalogue.export') && <CsvExportButton load={exportMaterialsCsv} fileName="materials" />}
          {can(role, 'catalogue.manage') && (
            <Link to={adminPaths.newMaterial} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              New material
            </Link>
          )}
        </>
      }
      filters={<MaterialsFilters query={query} types={types.data ?? []} onChange={change} />}
      after={can(role, 'catalogue.manage') && <ImportCsv />}
      list={list}
      query={query}
      page={page}
      filtered={Boolean(query.search || query.status || query.typeId || query.year)}
      columns={materialColumns}
      sortable={SORTABLE_COLUMNS}
      getRowId={(row) => String(row.id)}
      change={change}
    />
  );
}
