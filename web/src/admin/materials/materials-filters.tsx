import { YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';
import type { MaterialType } from '@the-gate/contract/catalogue';
import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { Search } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import type { MaterialsListQuery } from '../api/materials';
import { STATUS_LABELS } from './material-columns';

/** How long typing rests before the search is sent (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

function Filter({ label, ...select }: ComponentProps<'select'> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={selectClass} {...select} />
    </div>
  );
}

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
  const searchId = useId();
  const [text, setText] = useState(query.search ?? '');
  const sent = useRef(query.search ?? '');
  // The address changed by Back or a link: show its search.
  useEffect(() => {
    sent.current = query.search ?? '';
    setText(query.search ?? '');
  }, [query.search]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange({ search: text.trim() });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
          Search
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Title, description, author, subject"
            className="pl-9"
            maxLength={200}
          />
        </div>
      </div>
      <Filter label="Status" value={query.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
        <option value="">Any status</option>
        {ITEM_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </Filter>
      <Filter label="Type" value={query.typeId ?? ''} onChange={(event) => onChange({ typeId: event.target.value })}>
        <option value="">Any type</option>
        {types.map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.name}
          </option>
        ))}
      </Filter>
      <Filter label="Year" value={query.year ?? ''} onChange={(event) => onChange({ year: event.target.value })}>
        <option value="">Any year</option>
        {YEAR_GROUPS.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Filter>
    </fieldset>
  );
}
