import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { Search } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { STATUS_LABELS } from './status-badge';

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
 * A list's search box (issue 24 §6): sent once typing rests; the address holds it, so Back brings
 * the old one back here.
 */
export function SearchFilter({
  value,
  placeholder,
  onSearch,
}: {
  value: string | undefined;
  placeholder: string;
  onSearch: (search: string) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value ?? '');
  // The address changed by Back or a link: show its search.
  useEffect(() => {
    sent.current = value ?? '';
    setText(value ?? '');
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
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
          placeholder={placeholder}
          className="pl-9"
          maxLength={200}
        />
      </div>
    </div>
  );
}
