import { YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';
import type { ExamsListQuery } from '../api/exams';
import { FilterSelect, SearchFilter, StatusFilter } from '../components/list-filters';

/** The exams list's search and filters (issue 24 §6): year and status, all in the address. */
export function ExamsFilters({
  query,
  onChange,
}: {
  query: ExamsListQuery;
  onChange: (change: ExamsListQuery) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <SearchFilter
        value={query.search}
        placeholder="Title, description, subject, type"
        onSearch={(search) => onChange({ search })}
      />
      <StatusFilter value={query.status} onChange={(status) => onChange({ status })} />
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
