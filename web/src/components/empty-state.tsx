import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  /** A heading above the message, e.g. "No books found". */
  title?: string;
  message: ReactNode;
  /** Announce the state (role="status") where it replaces results as the visitor types. */
  live?: boolean;
  children?: ReactNode;
};

/**
 * The one "nothing here" box of every list and search. The texts wrap anywhere, even inside a word:
 * a message may echo what the visitor typed, and one long word must not widen the page past the
 * screen (issue 23 §7).
 */
export function EmptyState({ title, message, live = false, children }: EmptyStateProps) {
  return (
    <div
      role={live ? 'status' : undefined}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
    >
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      {title ? <h2 className="text-lg font-semibold wrap-anywhere text-slate-900">{title}</h2> : null}
      <p className="max-w-full wrap-anywhere text-slate-600">{message}</p>
      {children}
    </div>
  );
}
