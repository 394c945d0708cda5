import { ChevronRight } from 'lucide-react';
import { t } from '@/components/i18n';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';

export type Crumb = { label: string; href?: string };

/** Every trail starts at Home: `fromHome({ label: 'Blog', href }, { label: title })`. */
export function fromHome(...crumbs: Crumb[]): Crumb[] {
  return [{ label: t('home'), href: paths.home.href() }, ...crumbs];
}

/** Home › Materials › Year 5: the last crumb is the current page (MY-01, DB-01, BD-01). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className="flex min-w-0 items-center gap-1">
              {item.href && !last ? (
                <Link to={item.href} className="rounded hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="font-medium break-words text-slate-900">
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight className="size-4 shrink-0 text-slate-400 rtl:-scale-x-100" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
