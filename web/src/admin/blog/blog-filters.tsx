import { BLOG_POST_STATUSES, BLOG_STATUS_LABELS } from '@the-gate/contract/blog-admin-rules';
import { FilterSelect, SearchFilter } from '../components/list-filters';
import type { BlogListQuery } from './blog-api';

/** The blog list's search and status filter (issue 25 §5), both in the address. */
export function BlogFilters({ query, onChange }: { query: BlogListQuery; onChange: (change: BlogListQuery) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <SearchFilter value={query.q} placeholder="Title or address" onSearch={(q) => onChange({ q })} />
      <FilterSelect
        label="Status"
        value={query.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">Any status</option>
        {BLOG_POST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {BLOG_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
    </fieldset>
  );
}
