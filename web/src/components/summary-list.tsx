import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/router';

type Props<D, T> = {
  query: UseQueryResult<D>;
  /** The items of the answer this list shows, newest first, already cut to length. */
  select: (data: D) => readonly T[];
  loadingLabel: string;
  /** What a failed load says; 'Try Again' asks again. */
  errorMessage: string;
  /** An empty answer: what is missing, what fills it, and where to find some. */
  empty: { title: string; text: string; to: string; label: string };
  children: (item: T) => ReactNode;
};

/**
 * A short list of the user's newest things for the dashboard's sections (latest materials, latest
 * courses), each row a `children` card, with its own placeholders, error and empty state.
 */
export function SummaryList<D, T extends { id: number }>({
  query,
  select,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: Props<D, T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-5">
        <p className="text-slate-700">{errorMessage}</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('tryAgainTitle')}
        </Button>
      </div>
    );
  }
  const items = select(query.data);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-5">
        <p className="font-medium text-slate-900">{empty.title}</p>
        <p className="text-sm text-slate-600">{empty.text}</p>
        <Button asChild size="sm">
          <Link to={empty.to}>{empty.label}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
