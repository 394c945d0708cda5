import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type Props = {
  /** The visible label, e.g. "Search exams". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: write the search to the address at once, without waiting for the delay. */
  onSubmit: () => void;
  placeholder: string;
  className?: string;
};

/** A labelled search field in a search landmark, as the exam, course and distributor lists use it. */
export function SearchBox({ label, value, onChange, onSubmit, placeholder, className }: Props) {
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same.
    <form
      role="search"
      className={cn('max-w-2xl', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="search"
          className="pl-9"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
        />
      </div>
    </form>
  );
}
