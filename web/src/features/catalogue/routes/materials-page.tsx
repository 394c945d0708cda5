import type { FacetOption } from '@the-gate/contract/catalogue-search';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { FilterLayout } from '@/components/filter-layout';
import { PageHeader } from '@/components/page-header';
import { SearchField } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { messages } from '@/lib/i18n';
import { useSearchMaterials } from '../api/search-materials';
import { ActiveFilters, type Chip, type FilterGroup, type FilterOption, FilterPanel } from '../components/filter-panel';
import { MaterialResults } from '../components/material-grid';
import { type MaterialFilters, useMaterialFilters } from '../hooks/use-material-filters';
import { skillLabel, yearLabel } from '../i18n';
import en from './locales/materials-page.en.json';

/** The materials page's own texts, loaded with it alone (issue 26 §7); the catalogue's shared ones are ../i18n. */
const t = messages(en);

/** The longest search text the server takes (contract `searchString`). */
const SEARCH_MAX_LENGTH = 200;

/** "We found {N} materials for you" (MAT-09); the N = 1 wording is not shown, so it is made singular. */
function countLine(count: number) {
  return t('countLine', { count });
}

/**
 * A group's options are the facets of the last answer, each with its count. A selected value the
 * facets leave out (its count fell to 0) stays listed, so it can still be unticked.
 */
function facetOptions(
  facets: FacetOption[] | undefined,
  selected: readonly string[],
  labelOf: (value: string) => string,
  /** The facet's label in this language (a year or a skill name); type names are data, shown as they are. */
  translate: (label: string) => string = (label) => label,
): FilterOption[] {
  const options: FilterOption[] = (facets ?? []).map(({ value, label, count }) => ({
    value,
    label: translate(label),
    count,
  }));
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

const typeLabel = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? t('typeFallback', { id });

/** Tens of options at most, so they are simply built again on each render. */
function filterGroups(
  facets: Record<FilterGroup['kind'], FacetOption[]> | undefined,
  filters: MaterialFilters,
  typeNames: ReadonlyMap<string, string>,
  loading: boolean,
): FilterGroup[] {
  const typeIds = filters.typeIds.map(String);
  return [
    {
      kind: 'grade',
      title: t('filterGrade'),
      options: facetOptions(facets?.grade, filters.grades, yearLabel, yearLabel),
      selected: filters.grades,
      loading,
    },
    {
      kind: 'type',
      title: t('filterResourceTypes'),
      options: facetOptions(facets?.type, typeIds, (id) => typeLabel(typeNames, id)),
      selected: typeIds,
      loading,
    },
    {
      kind: 'skill',
      title: t('filterSkills'),
      options: facetOptions(facets?.skill, filters.skills, skillLabel, skillLabel),
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

  const facets = results.data?.facets;
  const typeNames = useTypeNames(facets?.type);
  const groups = filterGroups(facets, filters, typeNames, results.isPending);
  const chips: Chip[] = [
    ...filters.grades.map((value) => ({ kind: 'grade' as const, value, label: yearLabel(value) })),
    ...filters.typeIds.map((id) => ({
      kind: 'type' as const,
      value: String(id),
      label: typeLabel(typeNames, String(id)),
    })),
    ...filters.skills.map((value) => ({ kind: 'skill' as const, value, label: skillLabel(value) })),
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={t('materialsTitle')} intro={t('materialsIntro')} />

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same. */}
      <div role="search" className="mt-6 max-w-2xl">
        <SearchField
          label={t('searchMaterials')}
          value={filters.search}
          onChange={setSearch}
          placeholder={t('searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
        />
      </div>

      {/* On small screens the panel opens and closes with its own toggle (MAT-04). */}
      <FilterLayout
        label={t('results')}
        panel={<FilterPanel groups={groups} onToggle={toggle} />}
        chips={<ActiveFilters chips={chips} showClear={isFiltered} onRemove={remove} onClearAll={clearAll} />}
        count={results.data ? countLine(results.data.total) : ''}
      >
        <MaterialResults
          results={results}
          empty={
            <EmptyState message={t('noMatches')}>
              {isFiltered && <Button onClick={clearAll}>{t('clearFilters')}</Button>}
            </EmptyState>
          }
        />
      </FilterLayout>
    </div>
  );
}
