import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { REPORT_RANGES, type ReportRangeId } from './report-range';

type Props = {
  range: { id: ReportRangeId; from: string; to: string };
  today: string;
  onPick: (change: { range: ReportRangeId; from?: string; to?: string }) => void;
};

/** The report's range: two quick choices and dates of one's own, all kept in the address. */
export function RangePicker({ range, today, onPick }: Props) {
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onPick({ range: 'custom', from, to });
  };
  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Range</legend>
        {REPORT_RANGES.filter((choice) => choice.id !== 'custom').map((choice) => (
          <Button
            key={choice.id}
            variant={range.id === choice.id ? 'default' : 'outline'}
            aria-pressed={range.id === choice.id}
            onClick={() => onPick({ range: choice.id })}
          >
            {choice.label}
          </Button>
        ))}
      </fieldset>
      <form onSubmit={apply} aria-label="Custom range" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={fromId} className="mb-1 block text-sm font-medium text-slate-800">
            From
          </label>
          <Input id={fromId} type="date" max={today} value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div>
          <label htmlFor={toId} className="mb-1 block text-sm font-medium text-slate-800">
            To
          </label>
          <Input id={toId} type="date" max={today} value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        <Button type="submit" variant={range.id === 'custom' ? 'default' : 'outline'}>
          Show range
        </Button>
      </form>
    </div>
  );
}
