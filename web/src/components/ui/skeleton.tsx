import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type Rounded = 'rounded-lg' | 'rounded-xl' | 'rounded-2xl' | 'rounded-none';

/**
 * A grey placeholder. Its corners are a prop, not a className: `cn` only joins class names, so a
 * caller's `rounded-none` next to our `rounded-lg` would leave the stylesheet's order to decide
 * (issue 23 §5).
 */
export function Skeleton({
  className,
  rounded = 'rounded-lg',
  ...props
}: ComponentProps<'div'> & { rounded?: Rounded }) {
  return <div aria-hidden="true" className={cn('animate-pulse bg-slate-200', rounded, className)} {...props} />;
}

/**
 * Placeholders one under another, each given by its size classes, e.g. `['h-6 w-40', 'h-9 w-full']`,
 * or by its size classes and its corners (`['aspect-video w-full', 'rounded-2xl']`); `gap` is the
 * space between them (a prop for the same reason as Skeleton's `rounded`).
 */
export function SkeletonStack({
  lines,
  className,
  gap = 'gap-4',
}: {
  lines: readonly (string | readonly [string, Rounded])[];
  className?: string;
  gap?: 'gap-4' | 'gap-6';
}) {
  return (
    <div className={cn('flex flex-col', gap, className)}>
      {lines.map((line, index) => {
        const [size, rounded] = typeof line === 'string' ? [line] : line;
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        return <Skeleton key={index} className={size} rounded={rounded} />;
      })}
    </div>
  );
}
