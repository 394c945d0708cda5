import { SlidersHorizontal } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useMaterialTypes } from '../api/get-material-types';
import { useMaterials } from '../api/get-materials';
import { useTags } from '../api/get-tags';
import { ActiveFilters, type Chip, type FilterGroup, FilterPanel } from '../components/filter-panel';
import { MaterialGrid, MaterialGridSkeleton } from '../components/material-grid';
import { useMaterialFilters } from '../hooks/use-material-filters';
import { filterMaterials } from '../lib/filter-materials';
import { gradeOptions, skillOptions, typeOptions } from '../lib/filter-options';

/** "We found {N} materials for you" (MAT-09); the N = 1 wording is not shown, so it is made singular. */
function countLine(count: number) {
  return `We found ${count} ${count === 1 ? 'material' : 'materials'} for you`;
}

/** `/materials`: search, filters, chips, the count line and the card grid (B§2, MAT-01..MAT-20). */
export function MaterialsPage() {
  const materials = useMaterials();
  const types = useMaterialTypes();
  const levelTags = useTags('Level');
  const skillTags = useTags('Sub-strand');
  const { filters, setSearch, toggle, remove, clearAll, isFiltered } = useMaterialFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const searchId = useId();

  const deferredFilters = useDeferredValue(filters);
  const results = useMemo(
    () => filterMaterials(materials.data ?? [], deferredFilters),
    [materials.data, deferredFilters],
  );

  const typeChoices = typeOptions(types.data, materials.data);
  const groups: FilterGroup[] = [
    {
      kind: 'grade',
      title: 'Grade',
      options: gradeOptions(levelTags.data).map((level) => ({ value: level, label: level })),
      selected: filters.grades,
      loading: levelTags.isPending,
    },
    {
      kind: 'type',
      title: 'Resource Types',
      options: typeChoices.map((type) => ({ value: String(type.id), label: type.name })),
      selected: filters.typeIds.map(String),
      loading: types.isPending,
    },
    {
      kind: 'skill',
      title: 'Skills',
      options: skillOptions(skillTags.data, materials.data).map((skill) => ({ value: skill, label: skill })),
      selected: filters.skills,
      loading: skillTags.isPending,
    },
  ];
  const typeName = (id: number) => typeChoices.find((type) => type.id === id)?.name ?? `Type ${id}`;
  const chips: Chip[] = [
    ...filters.grades.map((value) => ({ kind: 'grade' as const, value, label: value })),
    ...filters.typeIds.map((id) => ({ kind: 'type' as const, value: String(id), label: typeName(id) })),
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
            {materials.isSuccess ? countLine(results.length) : ''}
          </p>
          {materials.isPending ? (
            <MaterialGridSkeleton />
          ) : materials.isError ? (
            <ErrorState
              title="We couldn't load the materials"
              message={materials.error.message}
              onRetry={() => materials.refetch()}
            />
          ) : results.length === 0 ? (
            <EmptyState message="No materials found matching your search.">
              {isFiltered && <Button onClick={clearAll}>Clear Filters</Button>}
            </EmptyState>
          ) : (
            <MaterialGrid materials={results} />
          )}
        </section>
      </div>
    </div>
  );
}
