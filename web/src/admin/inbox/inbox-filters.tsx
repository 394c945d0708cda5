import { MESSAGE_KIND_LABELS, MESSAGE_KINDS } from '@the-gate/contract/admin-inbox';
import { FilterSelect, SearchFilter } from '../components/list-filters';
import type { InboxListQuery } from './inbox-api';

type Props = { query: InboxListQuery; onChange: (change: InboxListQuery) => void };

/**
 * The inbox's search, kind and status (issue 25 §6): New is shown unless the address asks for
 * Handled or every status, so what still needs an answer is what opens first.
 */
export function InboxFilters({ query, onChange }: Props) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <SearchFilter value={query.q} placeholder="Name, e-mail, subject, message" onSearch={(q) => onChange({ q })} />
      <FilterSelect label="Kind" value={query.kind ?? ''} onChange={(event) => onChange({ kind: event.target.value })}>
        <option value="">Every kind</option>
        {MESSAGE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {MESSAGE_KIND_LABELS[kind]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Status"
        value={query.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">New</option>
        <option value="handled">Handled</option>
        <option value="all">Any status</option>
      </FilterSelect>
    </fieldset>
  );
}
