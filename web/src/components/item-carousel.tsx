import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SectionHeading } from '@/components/linked-section';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type Props<T> = {
  /** Names the carousel for screen readers, e.g. "Checkpoint Books". */
  label: string;
  items: readonly T[];
  /** One slide's content, usually a card. */
  children: (item: T) => ReactNode;
};

/**
 * The storefront's one carousel (issue 23 §3, B§2, HOME-04): the items as slides, 1 to 4 a row
 * by screen width, looping, with Previous and Next under them and the arrow keys while focus is
 * inside; fewer items than fit show no arrows. Each feature passes its items and its card.
 */
export function ItemCarousel<T extends { id: number | string }>({ label, items, children }: Props<T>) {
  return (
    <Carousel label={label}>
      <CarouselContent>
        {items.map((item) => (
          <CarouselItem key={item.id}>{children(item)}</CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls />
    </Carousel>
  );
}

/** A slide in each column the carousel will show: 1 on a phone, 2 from `md`, 3 from `lg`, 4 from `xl`. */
const SLIDE_VISIBILITY = ['', 'hidden md:block', 'hidden lg:block', 'hidden xl:block'];

/**
 * The carousel's placeholder while its items load: as many slide-sized blocks as the row will
 * show. `slideClassName` gives them the slides' height or ratio.
 */
export function CarouselSkeleton({ label, slideClassName }: { label: string; slideClassName: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {SLIDE_VISIBILITY.map((visibility) => (
        <Skeleton key={visibility} className={cn('w-full', slideClassName, visibility)} />
      ))}
    </div>
  );
}

type SectionProps<T> = {
  /** The block's h2. */
  title: string;
  icon: LucideIcon;
  link?: { to: string; label: string };
  /** The carousel's name for screen readers, when it is not the title. */
  label?: string;
  /** The call the slides come from; null when there is nothing to ask (a year that does not exist). */
  query: UseQueryResult<T[]> | null;
  /** Keeps the part of the answer this block shows (one year's books), in order. */
  select?: (items: T[]) => T[];
  /**
   * A home-page block (HOME-02, HOME-06): no heading until something is known to exist, and left
   * out when the call fails or finds nothing, never filled with sample products.
   */
  hideWhenEmpty?: boolean;
  loadingLabel: string;
  /** The height or ratio of a slide, for the placeholders. */
  slideClassName: string;
  errorTitle: string;
  emptyText: string;
  children: (item: T) => ReactNode;
};

/**
 * A carousel block: its heading and link, then the slides, or the placeholders, the error with
 * 'Try again', or what is missing. With its own `label` the block is a section named by its
 * heading; otherwise the carousel already carries the title as its name.
 */
export function CarouselSection<T extends { id: number | string }>({
  title,
  icon,
  link,
  label,
  query,
  select = (items) => items,
  hideWhenEmpty = false,
  loadingLabel,
  slideClassName,
  errorTitle,
  emptyText,
  children,
}: SectionProps<T>) {
  const headingId = useId();
  const loading = !!query && (query.isPending || (query.isError && query.isFetching));
  const items = query?.isSuccess ? select(query.data) : [];
  if (hideWhenEmpty && !loading && items.length === 0) return null;

  const Block = label ? 'section' : 'div';
  return (
    <Block aria-labelledby={label ? headingId : undefined} className="flex flex-col gap-4">
      {!(hideWhenEmpty && loading) && <SectionHeading id={headingId} icon={icon} title={title} link={link} />}
      {loading ? (
        <CarouselSkeleton label={loadingLabel} slideClassName={slideClassName} />
      ) : query?.isError ? (
        <ErrorState title={errorTitle} message={query.error.message} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState role="status" message={emptyText} />
      ) : (
        <ItemCarousel label={label ?? title} items={items}>
          {children}
        </ItemCarousel>
      )}
    </Block>
  );
}
