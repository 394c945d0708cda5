import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-slate-200', className)} {...props} />;
}

/** Placeholders one under another, each given by its size classes, e.g. `['h-6 w-40', 'h-9 w-full']`. */
export function SkeletonStack({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}
