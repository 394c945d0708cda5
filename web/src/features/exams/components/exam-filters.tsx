import { YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { ExamFilterKind } from '../hooks/use-exam-filters';
import { EXAM_SORTS, type ExamFilters } from '../lib/filter-exams';

const SELECT_CLASSES =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500';

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="border-b border-slate-200 py-4 last:border-b-0">
      <label htmlFor={id} className="mb-2 block font-semibold text-slate-900">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={SELECT_CLASSES}>
        {children}
      </select>
    </div>
  );
}

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
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-2">
      <h2 className="pt-2 text-lg font-semibold text-slate-900">Filters</h2>
      <SelectField label="Year Level" value={filters.year ?? ''} onChange={onYearChange}>
        <option value="">All Year Levels</option>
        {YEAR_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </SelectField>
      <SelectField label="Subject" value={filters.subject ?? ''} onChange={onSubjectChange}>
        <option value="">All Subjects</option>
        {subjects.map((subject) => (
          <option key={subject} value={subject}>
            {subject}
          </option>
        ))}
      </SelectField>
      <SelectField label="Sort By" value={filters.sort} onChange={onSortChange}>
        {EXAM_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </SelectField>
    </div>
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
  const chips = [
    filters.year && { kind: 'year' as const, label: filters.year },
    filters.subject && { kind: 'subject' as const, label: filters.subject },
  ].filter((chip) => !!chip);
  if (chips.length === 0 && !showClear) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {chips.length > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.kind}>
              <button
                type="button"
                aria-label={`Remove filter ${chip.label}`}
                onClick={() => onRemove(chip.kind)}
                className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-200"
              >
                {chip.label}
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={onClearAll}
        className="rounded px-2 py-1 text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
