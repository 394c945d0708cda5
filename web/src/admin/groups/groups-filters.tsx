import { YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';
import { GROUP_KINDS } from '@the-gate/contract/admin-groups';
import type { GroupsListQuery } from '../api/groups';
import { FilterSelect, SearchFilter, StatusFilter } from '../components/list-filters';
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
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <SearchFilter
        value={query.search}
        placeholder="Name, description, author"
        onSearch={(search) => onChange({ search })}
      />
      <StatusFilter value={query.status} onChange={(status) => onChange({ status })} />
      <FilterSelect label="Kind" value={query.kind ?? ''} onChange={(event) => onChange({ kind: event.target.value })}>
        <option value="">Any kind</option>
        {GROUP_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Year" value={query.year ?? ''} onChange={(event) => onChange({ year: event.target.value })}>
        <option value="">Any year</option>
        {YEAR_GROUPS.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </FilterSelect>
    </fieldset>
  );
}
