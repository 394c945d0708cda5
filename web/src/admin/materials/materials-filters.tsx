import { YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';
import type { MaterialType } from '@the-gate/contract/catalogue';
import type { MaterialsListQuery } from '../api/materials';
import { FilterSelect, SearchFilter, StatusFilter } from '../components/list-filters';

type Props = {
  query: MaterialsListQuery;
  types: MaterialType[];
  onChange: (change: MaterialsListQuery) => void;
};

/**
 * The list's search and filters (issue 24 §2, §6): the search goes to the server once typing rests;
 * status, type and year at once. The address holds them all, so Back brings the old ones back here.
 */
export function MaterialsFilters({ query, types, onChange }: Props) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <SearchFilter
        value={query.search}
        placeholder="Title, description, author, subject"
        onSearch={(search) => onChange({ search })}
      />
      <StatusFilter value={query.status} onChange={(status) => onChange({ status })} />
      <FilterSelect
        label="Type"
        value={query.typeId ?? ''}
        onChange={(event) => onChange({ typeId: event.target.value })}
      >
        <option value="">Any type</option>
        {types.map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.name}
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
