import { YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { t, yearLabel } from '../i18n';
import type { BookFilters } from '../lib/filter-books';

/** The years to pick from: the value is the tag's own "Year 5", the label this language's name for it. */
const YEAR_OPTIONS = YEAR_LEVELS.map((level) => ({ value: level, label: yearLabel(level) }));

type Props = {
  filters: BookFilters;
  onSearchChange: (search: string) => void;
  onSearchSubmit: () => void;
  onYearChange: (year: string) => void;
  onClearAll: () => void;
};

/** Search box, Year filter and 'Clear All Filters' (DB-02, DB-04, DB-05): stacked on a phone, one row from `sm`. */
export function BookFilterBar({ filters, onSearchChange, onSearchSubmit, onYearChange, onClearAll }: Props) {
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
      <SearchField
        label={t('searchBooks')}
        className="min-w-0 flex-1"
        value={filters.search}
        onChange={onSearchChange}
        placeholder={t('searchPlaceholder')}
      />
      <FilterSelect
        label={t('yearFilter')}
        className="sm:w-44"
        value={filters.year ?? ''}
        onChange={onYearChange}
        allLabel={t('allYears')}
        options={YEAR_OPTIONS}
      />
      <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={onClearAll}>
        {t('clearAllFilters')}
      </Button>
    </form>
  );
}
