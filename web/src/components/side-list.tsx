import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

type Props<D, T> = {
  title: string;
  icon: LucideIcon;
  query: UseQueryResult<D>;
  /** The items of the answer to list, already cut to length. */
  select: (data: D) => readonly T[];
  /** What the placeholders say to screen readers, e.g. "Loading packages...". */
  loadingText: string;
  /** How many placeholder rows, and how tall each is. */
  slots: number;
  slotClassName: string;
  /** Under the list: a link to all of them. */
  footer?: ReactNode;
  children: (item: T) => ReactNode;
};

/**
 * A side block of a page (an article's related content, the blog's recommendations): a titled
 * list of compact rows. A side block is left out when its call fails or finds nothing, never
 * filled with sample products.
 */
export function SideList<D, T extends { id: number }>({
  title,
  icon: Icon,
  query,
  select,
  loadingText,
  slots,
  slotClassName,
  footer,
  children,
}: Props<D, T>) {
  const headingId = useId();
  const items = query.isSuccess ? select(query.data) : [];
  if (query.isError || (query.isSuccess && items.length === 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{loadingText}</span>
          {Array.from({ length: slots }, (_, slot) => `slot-${slot + 1}`).map((slot) => (
            <Skeleton key={slot} className={cn('w-full', slotClassName)} />
          ))}
        </div>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}

type RowProps = {
  title: string;
  href: string;
  /** A 64 px thumbnail before the text. */
  thumbnail?: string | null;
  /** Under the title: the type, the year, the price. */
  children: ReactNode;
  /** At the row's end: the price. */
  aside?: ReactNode;
};

/** One row of a side list: the title's link covers the whole row. */
export function CompactRow({ title, href, thumbnail, children, aside }: RowProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex items-start gap-3 rounded-lg p-2 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-slate-50"
    >
      {thumbnail !== undefined && (
        <FallbackImage
          src={thumbnail}
          alt=""
          width={480}
          height={640}
          sizes={IMAGE_SIZES.thumbnail}
          className="size-16 shrink-0 rounded-md bg-slate-100 object-contain"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={headingId} className="line-clamp-2 text-sm leading-snug font-semibold break-words text-slate-900">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
        {children}
      </div>
      {aside}
    </article>
  );
}
