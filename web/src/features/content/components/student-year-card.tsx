import { levelSlug } from '@the-gate/contract/catalogue-rules';
import { ArrowRight, BookOpen, ClipboardCheck, PenLine, Presentation } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { yearLabel } from '../i18n/common';
import { t } from '../i18n/student-services';
import { isInStage } from '../lib/year-levels';

/** What every year page offers (B§2, STU-09). */
export const YEAR_CARD_LINES = [
  { label: t('lineBooks'), icon: BookOpen },
  { label: t('linePractice'), icon: PenLine },
  { label: t('lineExams'), icon: ClipboardCheck },
  { label: t('linePresentations'), icon: Presentation },
] as const;

/** A year card; the whole card links to `/year-level/{slug}`, "Year 5" -> year-5 (STU-08). */
export function StudentYearCard({ level }: { level: string }) {
  const headingId = useId();
  const stage = isInStage(level, 'primary')
    ? 'primary'
    : isInStage(level, 'lower-secondary')
      ? 'lower-secondary'
      : null;
  const name = yearLabel(level);
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-200 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          <Link
            to={paths.yearLevel.href(levelSlug(level))}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {name}
          </Link>
        </h2>
        {stage && (
          <Badge variant={stage === 'primary' ? 'accent' : 'default'}>
            {stage === 'primary' ? t('stagePrimary') : t('stageLowerSecondary')}
          </Badge>
        )}
      </div>
      <ul className="flex flex-col gap-2 text-sm text-slate-700">
        {YEAR_CARD_LINES.map(({ label, icon: Icon }) => (
          <li key={label} className="flex items-center gap-2">
            <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        {t('explore', { level: name })}
        <ArrowRight className="size-4 rtl:-scale-x-100" />
      </span>
    </article>
  );
}

export function StudentYearCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <Skeleton className="h-7 w-24" />
      {[1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className="h-4 w-3/4" />
      ))}
      <Skeleton className="h-4 w-28" />
    </div>
  );
}
