import type { FacetOption } from '@the-gate/contract/catalogue-search';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSearchMaterials } from '../api/search-materials';
import { ActiveFilters, type Chip, type FilterGroup, type FilterOption, FilterPanel } from '../components/filter-panel';
import { LoadMore } from '../components/load-more';
import { MaterialGrid, MaterialGridSkeleton } from '../components/material-grid';
import { type MaterialFilters, useMaterialFilters } from '../hooks/use-material-filters';

/** The longest search text the server takes (contract `searchString`). */
const SEARCH_MAX_LENGTH = 200;

/** "We found {N} materials for you" (MAT-09); the N = 1 wording is not shown, so it is made singular. */
function countLine(count: number) {
  return `We found ${count} ${count === 1 ? 'material' : 'materials'} for you`;
}

/**
 * A group's options are the facets of the last answer, each with its count. A selected value the
 * facets leave out (its count fell to 0) stays listed, so it can still be unticked.
 */
function facetOptions(
  facets: FacetOption[] | undefined,
  selected: readonly string[],
  labelOf: (value: string) => string,
): FilterOption[] {
  const options: FilterOption[] = (facets ?? []).map(({ value, label, count }) => ({ value, label, count }));
  for (const value of selected) {
    if (!options.some((option) => option.value === value)) {
      options.push({ value, label: labelOf(value), count: facets ? 0 : undefined });
    }
  }
  return options;
}

/**
 * Type names from every answer seen, so the chip of a selected type keeps its name even when a later
 * answer's facets no longer list that type.
 */
function useTypeNames(facets: FacetOption[] | undefined) {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  if (facets?.some((option) => names.get(option.value) !== option.label)) {
    setNames(new Map([...names, ...facets.map((option) => [option.value, option.label] as const)]));
  }
  return names;
}

const typeLabel = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? `Type ${id}`;

/**
 * What went wrong, for the error state: a refused request (an address edited past the limits, say)
 * shows the server's own sentence; anything else the wrapper's text (GLB-03).
 */
function problemOf(error: Error) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && error.serverMessage) || error.message;
}

/** Tens of options at most, so they are simply built again on each render. */
function filterGroups(
  facets: Record<FilterGroup['kind'], FacetOption[]> | undefined,
  filters: MaterialFilters,
  typeNames: ReadonlyMap<string, string>,
  loading: boolean,
): FilterGroup[] {
  const same = (value: string) => value;
  const typeIds = filters.typeIds.map(String);
  return [
    {
      kind: 'grade',
      title: 'Grade',
      options: facetOptions(facets?.grade, filters.grades, same),
      selected: filters.grades,
      loading,
    },
    {
      kind: 'type',
      title: 'Resource Types',
      options: facetOptions(facets?.type, typeIds, (id) => typeLabel(typeNames, id)),
      selected: typeIds,
      loading,
    },
    {
      kind: 'skill',
      title: 'Skills',
      options: facetOptions(facets?.skill, filters.skills, same),
      selected: filters.skills,
      loading,
    },
  ];
}

/**
 * `/materials`: search, filters, chips, the count line and the card grid (B§2, MAT-01..MAT-20). The
 * server searches and pages (issue 12 §2): the address holds the filters as before, the results are
 * asked for 100 ms after typing stops and arrive a page at a time.
 */
export function MaterialsPage() {
  const { filters, requestFilters, setSearch, toggle, remove, clearAll, isFiltered } = useMaterialFilters();
  const results = useSearchMaterials(
    {
      q: requestFilters.search,
      grades: requestFilters.grades,
      typeIds: requestFilters.typeIds,
      skills: requestFilters.skills,
    },
    { keepPreviousResults: true },
  );
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const searchId = useId();

  const facets = results.data?.facets;
  const typeNames = useTypeNames(facets?.type);
  const groups = filterGroups(facets, filters, typeNames, results.isPending);
  const chips: Chip[] = [
    ...filters.grades.map((value) => ({ kind: 'grade' as const, value, label: value })),
    ...filters.typeIds.map((id) => ({
      kind: 'type' as const,
      value: String(id),
      label: typeLabel(typeNames, String(id)),
    })),
    ...filters.skills.map((value) => ({ kind: 'skill' as const, value, label: value })),
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Learning Materials</h1>
        <p className="mt-2 text-slate-600">
          Worksheets, presentations, practice exams and more for Cambridge Checkpoint English, Years 5 to 8.
        </p>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same. */}
      <div role="search" className="mt-6 max-w-2xl">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
          Search materials
        </label>
        <Input
          id={searchId}
          type="search"
          value={filters.search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by title, type or description..."
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
        />
      </div>

      {/* On small screens the panel opens and closes with its own toggle (MAT-04). */}
      <Button
        variant="outline"
        className="mt-4 lg:hidden"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {panelOpen ? 'Hide filters' : 'Show filters'}
      </Button>

      <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-start">
        <aside
          id={panelId}
          aria-label="Filters"
          className={cn(panelOpen ? 'block' : 'hidden', 'lg:block lg:w-64 lg:shrink-0')}
        >
          <FilterPanel groups={groups} onToggle={toggle} />
        </aside>

        <section aria-label="Results" className="flex min-w-0 flex-1 flex-col gap-4">
          <ActiveFilters chips={chips} showClear={isFiltered} onRemove={remove} onClearAll={clearAll} />
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {results.data ? countLine(results.data.total) : ''}
          </p>
          {results.data ? (
            results.data.items.length === 0 ? (
              <EmptyState message="No materials found matching your search.">
                {isFiltered && <Button onClick={clearAll}>Clear Filters</Button>}
              </EmptyState>
            ) : (
              <>
                <MaterialGrid materials={results.data.items} />
                <LoadMore
                  hasMore={results.hasNextPage}
                  loading={results.isFetchingNextPage || results.isPlaceholderData}
                  error={results.isFetchNextPageError ? results.error : null}
                  onLoadMore={() => results.fetchNextPage()}
                />
              </>
            )
          ) : results.isError ? (
            <ErrorState
              title="We couldn't load the materials"
              message={problemOf(results.error)}
              onRetry={() => results.refetch()}
            />
          ) : (
            // Skeletons only before the first answer: later searches keep the last results on screen.
            <MaterialGridSkeleton />
          )}
        </section>
      </div>
    </div>
  );
}
