import type { LibraryMaterial } from '@the-gate/contract/library';
import { useDeferredValue, useMemo, useState } from 'react';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useReaderHref } from '../api/get-app-config';
import { t } from '../i18n';
import { FILTERS_ABOVE, filterLibrary, NO_FILTERS, typeNamesOf } from '../lib/filter-library';
import { groupByPackage, type LibraryGroup, OTHER_MATERIALS } from '../lib/group-library';
import { LibraryCard } from './library-card';
import { LibraryToolbar } from './library-toolbar';

export const NO_MATCH_MESSAGE = t('noMatch');

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
  // Grouped as soon as anything came with a package, whatever the search leaves on screen.
  const grouped = useMemo(() => materials.some((material) => material.package), [materials]);

  return (
    <div className="flex flex-col gap-6">
      {filterable && (
        <>
          <LibraryToolbar filters={filters} typeNames={typeNames} onChange={setFilters} />
          <p role="status" className="text-sm text-slate-600">
            {t('showing', { shown: shown.length, total: materials.length })}
          </p>
        </>
      )}
      {shown.length === 0 ? (
        <EmptyState message={NO_MATCH_MESSAGE}>
          <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
            {t('clearFilters')}
          </Button>
        </EmptyState>
      ) : (
        <LibraryGroups materials={shown} grouped={grouped} readerHref={readerHref} />
      )}
    </div>
  );
}

/**
 * The cards, in one grid, or (issue 25 §7) one section per book or package they came with, headed
 * by its title ("Year 7 Pro Package"), then the ones bought on their own.
 */
function LibraryGroups({
  materials,
  grouped,
  readerHref,
}: {
  materials: LibraryMaterial[];
  /** Anything in the library came with a package (not only what the search leaves). */
  grouped: boolean;
  readerHref: (id: number) => string;
}) {
  const groups = useMemo(() => groupByPackage(materials), [materials]);
  if (!grouped) {
    return (
      <CardGrid items={materials} label={t('yourMaterials')}>
        {(material) => <LibraryCard material={material} readerHref={readerHref(material.id)} />}
      </CardGrid>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <PackageSection key={group.package?.id ?? 'other'} group={group} readerHref={readerHref} />
      ))}
    </div>
  );
}

function PackageSection({ group, readerHref }: { group: LibraryGroup; readerHref: (id: number) => string }) {
  const title = group.package?.title ?? OTHER_MATERIALS;
  const headingId = `library-group-${group.package?.id ?? 'other'}`;
  const count = group.materials.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold wrap-anywhere text-slate-900">
          {title}
        </h2>
        <span className="text-sm text-slate-600">{t('materialCount', { count })}</span>
      </div>
      <CardGrid items={group.materials} label={title}>
        {(material) => <LibraryCard material={material} readerHref={readerHref(material.id)} headingLevel="h3" />}
      </CardGrid>
    </section>
  );
}
