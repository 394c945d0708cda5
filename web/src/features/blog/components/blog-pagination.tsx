import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { t } from '../i18n';
import { paginationItems } from '../lib/pagination-items';
import { scrollToTop } from '../lib/scroll-to-top';

type Props = { page: number; pageCount: number; pageHref: (page: number) => string };

const outline = buttonVariants({ variant: 'outline', size: 'sm' });

/** 'Previous' or 'Next': a link, or a greyed-out label at either end. */
function StepLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={cn(outline, 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} onClick={scrollToTop} className={outline}>
      {children}
    </Link>
  );
}

/**
 * The blog's pagination (B§2, B§9): 'Previous', the first and last pages with the current one and
 * its neighbours and "…" for the gaps (BL-03), 'Next'. Each is a real link to `?page=N`, so the
 * page lives in the address (Back and shared links work), and following one scrolls smoothly to
 * the top (BL-04). Shown only when there is more than one page.
 */
export function BlogPagination({ page, pageCount, pageHref }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-center gap-2">
      <StepLink to={page > 1 ? pageHref(page - 1) : null} label={t('previousPage')}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t('previous')}
      </StepLink>
      <ul className="flex flex-wrap items-center gap-1">
        {paginationItems(page, pageCount).map((item) =>
          typeof item !== 'number' ? (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageHref(item)}
                aria-label={t('pageNumber', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={item === page ? undefined : scrollToTop}
                className={cn(
                  buttonVariants({ variant: item === page ? 'default' : 'outline', size: 'sm' }),
                  'min-w-8',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      <StepLink to={page < pageCount ? pageHref(page + 1) : null} label={t('nextPage')}>
        {t('next')}
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </StepLink>
    </nav>
  );
}
