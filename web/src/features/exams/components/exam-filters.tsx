import { YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { ActiveFilterChips, FilterPanelBox } from '@/components/filter-layout';
import { FilterSelect } from '@/components/filter-select';
import type { ExamFilterKind } from '../hooks/use-exam-filters';
import { subjectLabel, t, yearLabel } from '../i18n';
import { EXAM_SORTS, type ExamFilters } from '../lib/filter-exams';

/** The years to pick from: the value is the exams' own "Year 5", the label this language's name for it. */
const YEAR_OPTIONS = YEAR_LEVELS.map((level) => ({ value: level, label: yearLabel(level) }));

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
        label={t('yearLevelTerm')}
        value={filters.year ?? ''}
        onChange={onYearChange}
        allLabel={t('allYearLevels')}
        options={YEAR_OPTIONS}
      />
      <FilterSelect
        variant="panel"
        label={t('subjectTerm')}
        value={filters.subject ?? ''}
        onChange={onSubjectChange}
        allLabel={t('allSubjects')}
        options={subjects.map((subject) => ({ value: subject, label: subjectLabel(subject) }))}
      />
      <FilterSelect
        variant="panel"
        label={t('sortBy')}
        value={filters.sort}
        onChange={onSortChange}
        options={EXAM_SORTS}
      />
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
    const value = filters[kind];
    if (!value) return [];
    const label = kind === 'year' ? yearLabel(value) : subjectLabel(value);
    return [{ key: kind, label, onRemove: () => onRemove(kind) }];
  });
  return <ActiveFilterChips chips={chips} showClear={showClear} onClearAll={onClearAll} />;
}
