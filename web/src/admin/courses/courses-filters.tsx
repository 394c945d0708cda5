import { ITEM_STATUSES } from '@the-gate/contract/item-status';
import { Search } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { SEARCH_DEBOUNCE_MS } from '../components/list-filters';
import { STATUS_LABELS } from '../components/status-badge';
import { COURSE_LEVEL_CHOICES } from './course-rules';
import type { CoursesListQuery } from './courses-api';

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

/**
 * A text filter sent once typing rests (one request per pause, not per key); the address's value
 * (Back, a link) replaces what is shown.
 */
function TypedFilter({
  label,
  value,
  placeholder,
  maxLength,
  icon,
  onSend,
}: {
  label: string;
  value: string;
  placeholder: string;
  maxLength: number;
  icon?: boolean;
  onSend: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest callback, so a parent's new arrow function does not restart the pause.
  const send = useRef(onSend);
  send.current = onSend;
  useEffect(() => {
    sent.current = value;
    setText(value);
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
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        {icon && (
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
        )}
        <Input
          id={id}
          type={icon ? 'search' : 'text'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={icon ? 'pl-9' : undefined}
          maxLength={maxLength}
        />
      </div>
    </div>
  );
}

type Props = { query: CoursesListQuery; onChange: (change: CoursesListQuery) => void };

/**
 * The courses list's search and filters (issue 24 §2, §6): search and category go to the server
 * once typing rests, status and difficulty at once; the address holds them all.
 */
export function CoursesFilters({ query, onChange }: Props) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <TypedFilter
        label="Search"
        icon
        value={query.search ?? ''}
        placeholder="Title, instructor, category"
        maxLength={200}
        onSend={(search) => onChange({ search })}
      />
      <Filter label="Status" value={query.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
        <option value="">Any status</option>
        {ITEM_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </Filter>
      <Filter
        label="Difficulty"
        value={query.difficulty ?? ''}
        onChange={(event) => onChange({ difficulty: event.target.value })}
      >
        <option value="">Any difficulty</option>
        {COURSE_LEVEL_CHOICES.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </Filter>
      <TypedFilter
        label="Category"
        value={query.category ?? ''}
        placeholder="Exact category"
        maxLength={100}
        onSend={(category) => onChange({ category })}
      />
    </fieldset>
  );
}
