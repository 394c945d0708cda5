import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { ArrowRight, CheckCircle2, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { usePackages } from '../api/get-packages';
import { t } from '../i18n';
import { YEAR_PACKAGES, type YearPackageEntry, yearSummary } from '../lib/year-packages';

function YearCard({ entry, packages }: { entry: YearPackageEntry; packages: readonly MaterialGroup[] }) {
  const headingId = useId();
  const summary = yearSummary(packages, entry.level);
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className={cn('flex items-start justify-between gap-2 bg-gradient-to-br p-5 text-white', entry.colour)}>
        <span className="text-5xl leading-none font-bold" aria-hidden="true">
          {entry.year}
        </span>
        <Badge variant="onColour" className="gap-1">
          <CheckCircle2 className="size-3" aria-hidden="true" />
          {t('availableNow')}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {/* The link covers the whole card (PK-05). */}
          <Link
            to={paths.packagesYear.href(entry.route)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {entry.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">{t('stage', { stage: entry.stage })}</p>
        {summary && <p className="text-sm font-medium text-slate-900">{summary}</p>}
        <span
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-700"
          aria-hidden="true"
        >
          {t('viewPackages')}
          <ArrowRight className="size-4 rtl:-scale-x-100" />
        </span>
      </div>
    </article>
  );
}

/**
 * `/packages`, the year picker (B§2, PK-01..PK-06). The four cards come from a fixed list; while
 * GET /api/packages loads, "Loading packages..." shows, and its answer adds what each year holds.
 * When that call fails the cards still show, without it (B§8: package load errors are only logged).
 */
export function PackagesPage() {
  useDocumentTitle(t('learningPackagesTitle'));
  const packages = usePackages();
  const sectionId = useId();

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <Breadcrumb items={fromHome({ label: t('packages') })} />
      </div>
      <header className="mx-auto max-w-7xl px-4 pt-4">
        <div className="rounded-2xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-10 text-white sm:px-10">
          <h1 className="font-serif text-4xl leading-tight font-bold sm:text-5xl">{t('learningPackages')}</h1>
          <p className="mt-3 text-lg font-semibold text-accent-400">{t('learningPackagesTagline')}</p>
          <p className="mt-3 max-w-2xl text-brand-100">{t('learningPackagesIntro')}</p>
        </div>
      </header>

      <section aria-labelledby={sectionId} className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={sectionId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('educationalPackages')}
        </h2>
        <p className="mt-2 text-slate-600">{t('educationalPackagesIntro')}</p>

        <div className="mt-8">
          {packages.isPending ? (
            <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              <span>{t('loadingPackages')}</span>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {YEAR_PACKAGES.map((entry) => (
                <li key={entry.route}>
                  <YearCard entry={entry} packages={packages.data ?? []} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
