import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import type { LibraryFilters } from '../lib/filter-library';

type Props = {
  filters: LibraryFilters;
  typeNames: string[];
  onChange: (filters: LibraryFilters) => void;
};

/** Search (title and description) and a type filter, for a library of more than 12 items. */
export function LibraryToolbar({ filters, typeNames, onChange }: Props) {
  const searchId = useId();
  const typeId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same.
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Search your materials
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            placeholder="Search by title or description..."
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1 sm:w-56">
        <label htmlFor={typeId} className="text-sm font-medium text-slate-700">
          Type
        </label>
        <select
          id={typeId}
          value={filters.typeName}
          onChange={(event) => onChange({ ...filters, typeName: event.target.value })}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <option value="">All types</option>
          {typeNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
