import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/breadcrumb';
import { cn } from '@/lib/cn';

type Props = {
  title: ReactNode;
  /** The line under the title: what the page holds. */
  intro?: ReactNode;
  /** The trail above the title (`fromHome(...)`). */
  crumbs?: Crumb[];
  /** The serif title of the editorial pages (the blog, a year level). */
  serif?: boolean;
  className?: string;
};

/** A page's breadcrumb, h1 and introduction, as the storefront's pages open. */
export function PageHeader({ title, intro, crumbs, serif = false, className }: Props) {
  return (
    <header className={cn('flex flex-col gap-2', className)}>
      {crumbs && (
        <div className="mb-2">
          <Breadcrumb items={crumbs} />
        </div>
      )}
      <h1 className={cn('max-w-3xl text-3xl font-bold text-slate-900 sm:text-4xl', serif && 'font-serif')}>{title}</h1>
      {intro && <p className="max-w-3xl text-slate-600">{intro}</p>}
    </header>
  );
}
