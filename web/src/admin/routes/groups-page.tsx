import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { getAdminGroups, groupsKey } from '../api/groups';
import { ServerList } from '../components/server-list';
import { GROUP_SORTABLE_COLUMNS, groupColumns } from '../groups/group-columns';
import { GroupsFilters } from '../groups/groups-filters';
import { GROUPS_LIST } from '../groups/list-rules';
import { useListQuery } from '../lib/list-url-state';
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
  return (
    <ServerList
      title="Packages & books"
      noun="Packages and books"
      emptyText={{
        none: 'No packages or books yet.',
        noMatch: 'No packages or books match the search and filters.',
      }}
      actions={
        can(role, 'catalogue.manage') && (
          <Link to={adminPaths.newGroup} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New package or book
          </Link>
        )
      }
      filters={<GroupsFilters query={query} onChange={change} />}
      list={list}
      query={query}
      page={page}
      filtered={Boolean(query.search || query.status || query.kind || query.year)}
      columns={groupColumns}
      sortable={GROUP_SORTABLE_COLUMNS}
      getRowId={(row) => String(row.id)}
      change={change}
    />
  );
}
