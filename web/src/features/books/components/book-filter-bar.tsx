import { YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { BookFilters } from '../lib/filter-books';

type Props = {
  filters: BookFilters;
  onSearchChange: (search: string) => void;
  onSearchSubmit: () => void;
  onYearChange: (year: string) => void;
  onClearAll: () => void;
};

/** Search box, Year filter and 'Clear All Filters' (DB-02, DB-04, DB-05): stacked on a phone, one row from `sm`. */
export function BookFilterBar({ filters, onSearchChange, onSearchSubmit, onYearChange, onClearAll }: Props) {
  const searchId = useId();
  const yearId = useId();

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same.
    <form
      role="search"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearchSubmit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
          Search books
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            value={filters.search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search by title, description or author..."
            autoComplete="off"
          />
        </div>
      </div>
      <div className="sm:w-44">
        <label htmlFor={yearId} className="mb-1 block text-sm font-medium text-slate-700">
          Year
        </label>
        <select
          id={yearId}
          value={filters.year ?? ''}
          onChange={(event) => onYearChange(event.target.value)}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <option value="">All Years</option>
          {YEAR_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={onClearAll}>
        Clear All Filters
      </Button>
    </form>
  );
}
