import type { LibraryMaterial } from '@the-gate/contract/library';
import { useDeferredValue, useMemo, useState } from 'react';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
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
        <EmptyState message={NO_MATCH_MESSAGE}>
          <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <CardGrid items={shown} label="Your materials">
          {(material) => <LibraryCard material={material} readerHref={readerHref(material.id)} />}
        </CardGrid>
      )}
    </div>
  );
}
