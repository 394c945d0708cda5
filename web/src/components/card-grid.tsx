import type { ReactNode } from 'react';
import { ProductCardSkeleton } from '@/components/product-card';

/** One column on a phone, two from `sm`, three from `lg`: the product lists' grid. */
export const CARD_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

type GridProps<T> = {
  items: readonly T[];
  /** Names the list where a page holds more than one (e.g. "Your materials"). */
  label?: string;
  className?: string;
  children: (item: T, index: number) => ReactNode;
};

/** A list of cards, one item each, keyed by the item's id, so a screen reader hears how many there are. */
export function CardGrid<T extends { id: number | string }>({
  items,
  label,
  className = CARD_GRID,
  children,
}: GridProps<T>) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}

type SkeletonProps = {
  /** What is loading, for screen readers, e.g. "Loading courses"; none where a status beside it says so. */
  label?: string;
  count?: number;
  className?: string;
  /** The picture's ratio in the cards it stands for (none for cards without a picture). */
  aspect?: string;
  lines?: number;
  testId?: string;
};

/** The grid's placeholder while the first answer is on its way: `count` card skeletons in the same grid. */
export function CardGridSkeleton({ label, count = 6, className = CARD_GRID, aspect, lines, testId }: SkeletonProps) {
  const cards = Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <ProductCardSkeleton key={index} aspect={aspect} lines={lines} testId={testId} />
  ));
  if (!label) return <div className={className}>{cards}</div>;
  return (
    // Named, and said as its text: a live region announces what it holds, not its name.
    <div role="status" aria-label={label} className={className}>
      <span className="sr-only">{label}</span>
      {cards}
    </div>
  );
}
