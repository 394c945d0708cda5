import type { LibraryMaterial } from '@the-gate/contract/library';
import { SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useReaderHref } from '../api/get-app-config';
import { FILTERS_ABOVE, filterLibrary, NO_FILTERS, typeNamesOf } from '../lib/filter-library';
import { LibraryCard } from './library-card';
import { LibraryToolbar } from './library-toolbar';

export const NO_MATCH_MESSAGE = 'No materials match your search.';

/**
 * The loaded library: one card per item, in a grid (MM-06). A library of more than 12 items also
 * gets search, a type filter and a "Showing {n} of {total} materials" line (beyond the spec).
 */
export function LibraryGrid({ materials }: { materials: LibraryMaterial[] }) {
  const readerHref = useReaderHref();
  const [filters, setFilters] = useState(NO_FILTERS);
  const filterable = materials.length > FILTERS_ABOVE;
  const deferredFilters = useDeferredValue(filters);
  const shown = useMemo(
    () => (filterable ? filterLibrary(materials, deferredFilters) : materials),
    [filterable, materials, deferredFilters],
  );
  const typeNames = useMemo(() => typeNamesOf(materials), [materials]);

  return (
    <div className="flex flex-col gap-6">
      {filterable && (
        <>
          <LibraryToolbar filters={filters} typeNames={typeNames} onChange={setFilters} />
          <p role="status" className="text-sm text-slate-600">
            Showing {shown.length} of {materials.length} materials
          </p>
        </>
      )}
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <SearchX className="size-10 text-slate-400" aria-hidden="true" />
          <p className="text-slate-600">{NO_MATCH_MESSAGE}</p>
          <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      ) : (
        <ul aria-label="Your materials" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((material) => (
            <li key={material.id}>
              <LibraryCard material={material} readerHref={readerHref(material.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
