import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A taxonomy's list as a real `<table>`, as the back office's DataTable draws it (a caption, column
 * headers, scrolling sideways in its own focusable box on a phone), but with rows of our own: a row
 * being edited turns into a form in place, which TanStack's cells would remount on every keystroke.
 */
export function TaxonomyTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full min-w-[36rem] border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-700">
                {index === headers.length - 1 && header === 'Actions' ? (
                  <span className="sr-only">Actions</span>
                ) : (
                  header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** One row's cell, as DataTable pads it. */
export function Cell({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 ${className}`}>{children}</td>;
}

/** The row shown when there is nothing to list. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-6 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/**
 * A row turned into a form, across every column. On a phone the table is wider than the screen and
 * scrolls in its box; the form keeps to the visible width and to its left edge (sticky), so it is
 * never half out of view however far the table was scrolled to reach its Edit button.
 */
export function EditRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr className="border-b border-slate-100 bg-slate-50 last:border-b-0">
      <td colSpan={columns} className="px-3 py-3">
        <div className="sticky start-3 w-[calc(100vw-3.75rem)] md:static md:w-auto">{children}</div>
      </td>
    </tr>
  );
}

export const rowClass = 'border-b border-slate-100 align-top last:border-b-0';

/** A label over its field, for the small forms of this page. */
export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * Focus for a form that has just opened in a row (when `enabled`): a keyboard or screen-reader user
 * pressed Edit and lands in its first field, which the browser also scrolls into view.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

/** An add or edit form's buttons: the submit (busy while it goes) and, when there is one, Cancel. */
export function RowFormButtons({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
