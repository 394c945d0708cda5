import { ORDER_STATUSES } from '@the-gate/contract/order-status';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { FilterSelect, SearchFilter } from '../components/list-filters';
import type { PaymentsListQuery } from './api';
import { validDay } from './list-query';

type Props = { query: PaymentsListQuery; onChange: (change: PaymentsListQuery) => void };

/**
 * A day filter: sent once the date is whole (a half-typed date is not a clear), and cleared when the
 * box is left empty, so typing a day never throws away what is being typed.
 */
function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (day: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (validDay(next) && next !== value) onChange(next);
        }}
        onBlur={() => {
          if (text === '' && value) onChange('');
        }}
      />
    </div>
  );
}

/**
 * The payments list's search and filters (issue 25 §1): the search (reference, e-mail, name) goes
 * to the server once typing rests, the status and the days at once; the address holds them all.
 */
export function PaymentsFilters({ query, onChange }: Props) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <legend className="sr-only">Search and filters</legend>
      <SearchFilter value={query.q} placeholder="Reference, e-mail, name" onSearch={(q) => onChange({ q })} />
      <FilterSelect
        label="Status"
        value={query.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">Any status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </FilterSelect>
      <DayFilter label="From" value={query.from} onChange={(from) => onChange({ from })} />
      <DayFilter label="To" value={query.to} onChange={(to) => onChange({ to })} />
      {query.from && query.to && query.from > query.to && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4">
          The From day is after the To day, so no payment can match. Change one of them.
        </p>
      )}
    </fieldset>
  );
}
