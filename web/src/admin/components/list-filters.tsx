import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { STATUS_LABELS } from './status-badge';
import { YearOptions } from './year-options';

/** How long typing rests before the search is sent (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** A labelled select of a list's filters. */
export function FilterSelect({ label, ...select }: ComponentProps<'select'> & { label: string }) {
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

/** The status filter every kind's list has (decision 018). */
export function StatusFilter({ value, onChange }: { value: string | undefined; onChange: (status: string) => void }) {
  return (
    <FilterSelect label="Status" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      <option value="">Any status</option>
      {ITEM_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </FilterSelect>
  );
}

/**
 * A list's search box (issue 24 §6), or another typed filter (a course's category): sent once typing
 * rests; the address holds it, so Back brings the old one back here.
 */
export function SearchFilter({
  value,
  placeholder,
  onSearch,
  label = 'Search',
  maxLength = 200,
  plain = false,
}: {
  value: string | undefined;
  placeholder: string;
  onSearch: (search: string) => void;
  label?: string;
  maxLength?: number;
  /** A text box without the magnifier (a filter typed exactly, not a search). */
  plain?: boolean;
}) {
  const searchId = useId();
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value ?? '');
  // The latest callback, so a parent's new arrow function does not restart the pause.
  const send = useRef(onSearch);
  send.current = onSearch;
  // The address changed by Back or a link: show its search.
  useEffect(() => {
    sent.current = value ?? '';
    setText(value ?? '');
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      send.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div>
      <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        {!plain && (
          <Search className="pointer-events-none absolute top-3 start-3 size-4 text-slate-500" aria-hidden="true" />
        )}
        <Input
          id={searchId}
          type={plain ? 'text' : 'search'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={plain ? undefined : 'ps-9'}
          maxLength={maxLength}
        />
      </div>
    </div>
  );
}

/** The year filter of the catalogue's lists (materials, packages and books, exams). */
export function YearFilter({ value, onChange }: { value: string | undefined; onChange: (year: string) => void }) {
  return (
    <FilterSelect label="Year" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      <YearOptions none="Any year" />
    </FilterSelect>
  );
}

/**
 * A list's filters box: the search and the status every kind's list has, then the kind's own
 * filters (`children`); `columns` is the grid's classes.
 */
export function ItemFilters({
  columns,
  query,
  placeholder,
  onChange,
  children,
}: {
  columns: string;
  query: { search?: string | undefined; status?: string | undefined };
  /** What the search looks in ("Title, description, author"). */
  placeholder: string;
  onChange: (change: { search?: string; status?: string }) => void;
  children: ReactNode;
}) {
  return (
    <fieldset className={`grid gap-3 ${columns}`}>
      <legend className="sr-only">Search and filters</legend>
      <SearchFilter value={query.search} placeholder={placeholder} onSearch={(search) => onChange({ search })} />
      <StatusFilter value={query.status} onChange={(status) => onChange({ status })} />
      {children}
    </fieldset>
  );
}
