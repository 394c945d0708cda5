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
  className?: string;
};

/** A spinner and what is loading, announced as a status (the lists and detail pages of the storefront). */
export function LoadingState({ label, pageHeading, className }: Props) {
  const status = (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-16 text-slate-600', className)}>
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
