import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-box';
import { t } from '../i18n';
import type { LibraryFilters } from '../lib/filter-library';

type Props = {
  filters: LibraryFilters;
  typeNames: string[];
  onChange: (filters: LibraryFilters) => void;
};

/** Search (title and description) and a type filter, for a library of more than 12 items. */
export function LibraryToolbar({ filters, typeNames, onChange }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same.
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        label={t('searchLabel')}
        className="flex-1"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        placeholder={t('searchPlaceholder')}
      />
      <FilterSelect
        label={t('type')}
        className="sm:w-56"
        value={filters.typeName}
        onChange={(typeName) => onChange({ ...filters, typeName })}
        allLabel={t('allTypes')}
        options={typeNames}
      />
    </div>
  );
}
