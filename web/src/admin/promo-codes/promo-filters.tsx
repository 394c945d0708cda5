import type { PromoCodesListQuery } from '../api/promo-codes';
import { FilterSelect, SearchFilter } from '../components/list-filters';

/** The promo codes list's search (code or description) and active filter, both in the address. */
export function PromoFilters({
  query,
  onChange,
}: {
  query: PromoCodesListQuery;
  onChange: (change: PromoCodesListQuery) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <SearchFilter value={query.q} placeholder="Code or description" onSearch={(q) => onChange({ q })} />
      <FilterSelect
        label="Active"
        value={query.active ?? ''}
        onChange={(event) => onChange({ active: event.target.value })}
      >
        <option value="">Active or not</option>
        <option value="true">Active</option>
        <option value="false">Inactive</option>
      </FilterSelect>
    </fieldset>
  );
}
