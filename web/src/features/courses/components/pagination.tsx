import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '../i18n';
import { pageWindow } from '../lib/page-window';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

/**
 * 'Previous', up to 5 page numbers centred on the current page, 'Next' (A§2, MC-14..MC-18); only
 * with more than one page. At the ends 'Previous' and 'Next' are disabled (MC-18 reading).
 */
export function Pagination({ page, totalPages, onChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t('previous')}
      </Button>
      <ul className="flex flex-wrap gap-1">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'default' : 'outline'}
              size="sm"
              className="min-w-8"
              aria-label={t('pageNumber', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onChange(number)}
            >
              {number}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('next')}
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </nav>
  );
}
