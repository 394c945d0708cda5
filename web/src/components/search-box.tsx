import { Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type FieldProps = {
  /** The visible label, e.g. "Search exams". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
  className?: string;
};

/**
 * A labelled search input with its magnifier, for a search form or a filter bar. On a page the server
 * rendered, what the visitor typed before the app took the page over is still in the box but was never
 * seen by the app: it is searched for as soon as the app runs, as if typed then.
 */
export function SearchField({ label, value, onChange, placeholder, maxLength, className }: FieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Once, after the first render (or hydration): a later difference is React's to settle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the box's first value only.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          ref={input}
          id={inputId}
          type="search"
          className="ps-9"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
        />
      </div>
    </div>
  );
}

type Props = FieldProps & {
  /** Enter: write the search to the address at once, without waiting for the delay. */
  onSubmit: () => void;
  /** How wide the box may grow (a prop: `cn` would not resolve a className's `max-w-xl` against ours). */
  maxWidth?: 'max-w-2xl' | 'max-w-xl';
};

/** A labelled search field in a search landmark, as the exam, course and distributor lists use it. */
export function SearchBox({ onSubmit, className, maxWidth = 'max-w-2xl', ...field }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same.
    <form
      role="search"
      className={cn(maxWidth, className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SearchField {...field} />
    </form>
  );
}
