import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

type Props = {
  /** What is loading, as the visitor reads it: "Loading books...". */
  label: string;
  /**
   * A page that has nothing else to show yet still has its h1 (hidden, for screen readers), so
   * the page keeps its outline while it loads; the status then sits on the page's own container.
   */
  pageHeading?: string;
  /**
   * Where the status sits: centred with room around it (a list or page loading), or with no room,
   * centred or at the start of its line (within a section). A prop, not a className, because `cn`
   * would not resolve a className's `py-0` against our `py-16`.
   */
  layout?: keyof typeof LAYOUTS;
  className?: string;
};

const LAYOUTS = {
  page: 'justify-center py-16',
  inline: 'justify-center py-0',
  start: 'justify-start py-0',
} as const;

/** A spinner and what is loading, announced as a status (the lists and detail pages of the storefront). */
export function LoadingState({ label, pageHeading, layout = 'page', className }: Props) {
  const status = (
    <div role="status" className={cn('flex items-center gap-2 text-slate-600', LAYOUTS[layout], className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
  if (!pageHeading) return status;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="sr-only">{pageHeading}</h1>
      {status}
    </div>
  );
}
