import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { ActiveFilterChips, FilterPanelBox } from '@/components/filter-layout';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { FilterKind } from '../hooks/use-material-filters';

/** `count`: how many materials the option would give (the facets); unknown before the first answer. */
export type FilterOption = { value: string; label: string; count?: number };
export type FilterGroup = {
  kind: FilterKind;
  title: string;
  options: FilterOption[];
  selected: string[];
  loading: boolean;
};

function FilterGroupSection({
  group,
  onToggle,
}: {
  group: FilterGroup;
  onToggle: (kind: FilterKind, value: string) => void;
}) {
  const [expanded, setExpanded] = useState(true);
  const id = useId();
  const listId = `${id}-options`;

  return (
    <section className="border-b border-slate-200 py-4 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="flex w-full items-center justify-between rounded text-start font-semibold text-slate-900"
        >
          {group.title}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
      </h3>
      {/* Each list scrolls within 15rem (MAT-05). */}
      <ul
        id={listId}
        hidden={!expanded}
        aria-label={group.title}
        className="mt-3 max-h-60 space-y-1 overflow-y-auto pe-1"
      >
        {group.loading && group.options.length === 0
          ? [1, 2, 3].map((key) => (
              <li key={key}>
                <Skeleton className="h-5 w-3/4" />
              </li>
            ))
          : group.options.map((option, index) => {
              // Values hold spaces ("Year 5"), which an id may not.
              const optionId = `${id}-${index}`;
              return (
                <li key={option.value} className="flex items-center gap-2">
                  <Checkbox
                    id={optionId}
                    checked={group.selected.includes(option.value)}
                    onCheckedChange={() => onToggle(group.kind, option.value)}
                  />
                  {/* The count follows the label, so the checkbox's name still starts with the label. */}
                  <label htmlFor={optionId} className="flex-1 cursor-pointer py-1 text-sm text-slate-700">
                    {option.label}
                    {option.count !== undefined && (
                      <>
                        {' '}
                        <span className="text-slate-500 tabular-nums">({option.count})</span>
                      </>
                    )}
                  </label>
                </li>
              );
            })}
      </ul>
    </section>
  );
}

/** The filter panel: 'Grade', 'Resource Types' and 'Skills', each option a labelled checkbox (MAT-03). */
export function FilterPanel({
  groups,
  onToggle,
}: {
  groups: FilterGroup[];
  onToggle: (kind: FilterKind, value: string) => void;
}) {
  return (
    <FilterPanelBox>
      {groups.map((group) => (
        <FilterGroupSection key={group.kind} group={group} onToggle={onToggle} />
      ))}
    </FilterPanelBox>
  );
}

export type Chip = { kind: FilterKind; value: string; label: string };

/** Active-filter chips, each removing its own value, and 'Clear all' (MAT-07, MAT-08). */
export function ActiveFilters({
  chips,
  showClear,
  onRemove,
  onClearAll,
}: {
  chips: Chip[];
  showClear: boolean;
  onRemove: (kind: FilterKind, value: string) => void;
  onClearAll: () => void;
}) {
  return (
    <ActiveFilterChips
      chips={chips.map((chip) => ({
        key: `${chip.kind}-${chip.value}`,
        label: chip.label,
        onRemove: () => onRemove(chip.kind, chip.value),
      }))}
      showClear={showClear}
      onClearAll={onClearAll}
    />
  );
}
