import type { ExamsListQuery } from '../api/exams';
import { ItemFilters, YearFilter } from '../components/list-filters';

/** The exams list's search and filters (issue 24 §6): year and status, all in the address. */
export function ExamsFilters({
  query,
  onChange,
}: {
  query: ExamsListQuery;
  onChange: (change: ExamsListQuery) => void;
}) {
  return (
    <ItemFilters
      columns="sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr]"
      query={query}
      placeholder="Title, description, subject, type"
      onChange={onChange}
    >
      <YearFilter value={query.year} onChange={(year) => onChange({ year })} />
    </ItemFilters>
  );
}
