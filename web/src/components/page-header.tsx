import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  title: ReactNode;
  /** The line under the title: what the page holds. */
  intro?: ReactNode;
  className?: string;
};

/** A list page's h1 and its introduction, as the storefront's pages open. */
export function PageHeader({ title, intro, className }: Props) {
  return (
    <header className={cn('max-w-3xl', className)}>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
    </header>
  );
}
