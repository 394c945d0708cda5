import { useId } from 'react';
import { cn } from '@/lib/cn';

export type SelectOption = string | { value: string; label: string };

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first option, which filters nothing out ("All Years"); its value is empty. */
  allLabel?: string;
  /** `panel`: a section of a Filters panel, its label a heading-like title; `bar`: one field of a filter bar. */
  variant?: 'bar' | 'panel';
  className?: string;
};

const LABEL_CLASSES = {
  bar: 'mb-1 block text-sm font-medium text-slate-700',
  panel: 'mb-2 block font-semibold text-slate-900',
} as const;

/** A labelled native select of a list's filters (a year, a type, a subject, an order). */
export function FilterSelect({ label, value, onChange, options, allLabel, variant = 'bar', className }: Props) {
  const id = useId();
  return (
    <div className={cn(variant === 'panel' && 'border-b border-slate-200 py-4 last:border-b-0', className)}>
      <label htmlFor={id} className={LABEL_CLASSES[variant]}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </div>
  );
}
