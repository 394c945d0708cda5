import { type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '@/components/i18n';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

type Props = {
  message?: ReactNode;
  /** A heading over the message ("No books found"), for an empty page rather than an empty block. */
  title?: string;
  icon?: LucideIcon;
  /** `status` where the emptiness follows a search or filter the visitor just changed, so it is announced. */
  role?: 'status';
  className?: string;
  children?: ReactNode;
};

/**
 * Nothing to show: an icon, what is missing in plain words, and what to do instead (`children`). The
 * texts wrap anywhere, even inside a word: a message may echo what the visitor typed, and one long
 * word must not widen the page past the screen (issue 23 §7).
 */
export function EmptyState({ message, title, icon: Icon = SearchX, role, className, children }: Props) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center',
        className,
      )}
    >
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      {title && <h2 className="max-w-full text-xl font-semibold wrap-anywhere text-slate-900">{title}</h2>}
      {message && <p className="max-w-full wrap-anywhere text-slate-600">{message}</p>}
      {children}
    </div>
  );
}

type PastLastPageProps = {
  page: number;
  /**
   * What the list holds, as an English plural noun ("orders", "posts", "courses", "materials"): the
   * English sentence says it, and the Arabic one picks its own sentence by it (a noun cannot be
   * dropped into an Arabic sentence as is); any other value gets a general one.
   */
  items: string;
  firstPageHref: string;
};

/**
 * A page number past the end of a paged list (an old link, or fewer items since): says so and
 * leads to the first page.
 */
export function PastLastPage({ page, items, firstPageHref }: PastLastPageProps) {
  return (
    <EmptyState message={t('pastLastPage', { items, page })}>
      <Link to={firstPageHref} className="font-medium text-brand-700 underline underline-offset-4">
        {t('goToFirstPage')}
      </Link>
    </EmptyState>
  );
}
