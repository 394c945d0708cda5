import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { t } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type LayoutProps = {
  /** The Filters panel (FilterPanelBox). */
  panel: ReactNode;
  /** Names the results section, e.g. "Results". */
  label: string;
  /** The active filters' chips, over the results. */
  chips: ReactNode;
  /** How many results there are, said to screen readers as it changes; empty while unknown. */
  count: string;
  children: ReactNode;
};

/**
 * A filtered list's two columns: the Filters panel beside the results from `lg`, and above them on
 * a smaller screen, where it opens and closes with its own toggle (MAT-04, as on the exams list).
 */
export function FilterLayout({ panel, label, chips, count, children }: LayoutProps) {
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="outline"
        className="mt-4 lg:hidden"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {panelOpen ? t('hideFilters') : t('showFilters')}
      </Button>
      <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-start">
        <aside
          id={panelId}
          aria-label={t('filters')}
          className={cn(panelOpen ? 'block' : 'hidden', 'lg:block lg:w-64 lg:shrink-0')}
        >
          {panel}
        </aside>
        <section aria-label={label} className="flex min-w-0 flex-1 flex-col gap-4">
          {chips}
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {count}
          </p>
          {children}
        </section>
      </div>
    </>
  );
}

/** The 'Filters' box: its title and its groups of options. */
export function FilterPanelBox({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-2">
      <h2 className="pt-2 text-lg font-semibold text-slate-900">{t('filters')}</h2>
      {children}
    </div>
  );
}

export type FilterChip = { key: string; label: string; onRemove: () => void };

/** The active filters as chips, each removing its own value, and 'Clear all' (MAT-07, MAT-08, EX-04). */
export function ActiveFilterChips({
  chips,
  showClear,
  onClearAll,
}: {
  chips: FilterChip[];
  showClear: boolean;
  onClearAll: () => void;
}) {
  if (chips.length === 0 && !showClear) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {chips.length > 0 && (
        <ul aria-label={t('activeFilters')} className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                aria-label={t('removeFilter', { label: chip.label })}
                onClick={chip.onRemove}
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
        {t('clearAll')}
      </button>
    </div>
  );
}
