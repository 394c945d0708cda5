import type { MaterialType } from '@the-gate/contract/catalogue';
import type { MaterialsListQuery } from '../api/materials';
import { FilterSelect, ItemFilters, YearFilter } from '../components/list-filters';

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
    <ItemFilters
      columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      query={query}
      placeholder="Title, description, author, subject"
      onChange={onChange}
    >
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
      <YearFilter value={query.year} onChange={(year) => onChange({ year })} />
    </ItemFilters>
  );
}
