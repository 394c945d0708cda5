import { YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { ActiveFilterChips, FilterPanelBox } from '@/components/filter-layout';
import { FilterSelect } from '@/components/filter-select';
import type { ExamFilterKind } from '../hooks/use-exam-filters';
import { EXAM_SORTS, type ExamFilters } from '../lib/filter-exams';

type PanelProps = {
  filters: ExamFilters;
  subjects: string[];
  onYearChange: (value: string) => void;
  onSubjectChange: (value: string) => void;
  onSortChange: (value: string) => void;
};

/** The 'Filters' panel: 'Year Level', 'Subject' and 'Sort By' (EX-03, EX-09). */
export function ExamFilterPanel({ filters, subjects, onYearChange, onSubjectChange, onSortChange }: PanelProps) {
  return (
    <FilterPanelBox>
      <FilterSelect
        variant="panel"
        label="Year Level"
        value={filters.year ?? ''}
        onChange={onYearChange}
        allLabel="All Year Levels"
        options={YEAR_LEVELS}
      />
      <FilterSelect
        variant="panel"
        label="Subject"
        value={filters.subject ?? ''}
        onChange={onSubjectChange}
        allLabel="All Subjects"
        options={subjects}
      />
      <FilterSelect variant="panel" label="Sort By" value={filters.sort} onChange={onSortChange} options={EXAM_SORTS} />
    </FilterPanelBox>
  );
}

type ChipsProps = {
  filters: ExamFilters;
  showClear: boolean;
  onRemove: (kind: ExamFilterKind) => void;
  onClearAll: () => void;
};

/** Active filters as chips, each removing its own filter, and 'Clear all' (EX-04). */
export function ActiveExamFilters({ filters, showClear, onRemove, onClearAll }: ChipsProps) {
  const chips = (['year', 'subject'] as const).flatMap((kind) => {
    const label = filters[kind];
    return label ? [{ key: kind, label, onRemove: () => onRemove(kind) }] : [];
  });
  return <ActiveFilterChips chips={chips} showClear={showClear} onClearAll={onClearAll} />;
}
