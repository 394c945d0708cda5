import { GROUP_KINDS } from '@the-gate/contract/admin-groups';
import type { GroupsListQuery } from '../api/groups';
import { FilterSelect, ItemFilters, YearFilter } from '../components/list-filters';
import { KIND_LABELS } from './list-rules';

/** The packages and books list's search and filters (issue 24 §6): kind, year and status, all in the address. */
export function GroupsFilters({
  query,
  onChange,
}: {
  query: GroupsListQuery;
  onChange: (change: GroupsListQuery) => void;
}) {
  return (
    <ItemFilters
      columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      query={query}
      placeholder="Name, description, author"
      onChange={onChange}
    >
      <FilterSelect label="Kind" value={query.kind ?? ''} onChange={(event) => onChange({ kind: event.target.value })}>
        <option value="">Any kind</option>
        {GROUP_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </FilterSelect>
      <YearFilter value={query.year} onChange={(year) => onChange({ year })} />
    </ItemFilters>
  );
}
