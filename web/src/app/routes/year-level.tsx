import { levelFromSlug, levelSlug, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { fromHome } from '@/components/breadcrumb';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BooksCarousel } from '@/features/books/components/books-carousel';
import { ExamsCarousel } from '@/features/exams/components/exams-carousel';
import { PackageTiers } from '@/features/packages/components/package-tiers';
import { PackagesCarousel } from '@/features/packages/components/packages-carousel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { yearLabel } from '@/lib/catalogue-labels';
import { Message } from '@/lib/i18n/message';
import { Link, useParams } from '@/lib/router';
import { t } from './i18n';

/** Links to the other year levels (YL-05), or to all four when the slug names none of them. */
function OtherYearLevels({ current }: { current: string | null }) {
  const others = YEAR_LEVELS.filter((level) => level !== current);
  return (
    <nav aria-labelledby="other-year-levels" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="other-year-levels" className="mb-4 text-xl font-semibold text-slate-900">
        {t('otherYearLevels')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {others.map((level) => (
          <li key={level}>
            <Button asChild variant="outline">
              <Link to={paths.yearLevel.href(levelSlug(level))}>{yearLabel(level)}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function UnknownYearLevel({ slug }: { slug: string }) {
  useDocumentTitle(t('unknownYearDocumentTitle'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{t('unknownYearTitle')}</h1>
        <p className="mt-2 text-slate-600">
          <Message t={t} id="unknownYearMessage" values={{ slug }} components={{ 0: <bdi /> }} />
        </p>
      </div>
      <OtherYearLevels current={null} />
    </div>
  );
}

/**
 * /year-level/{yearLevel} (B§2, YL-01..06): one year's books, package tiers, packages and exams,
 * each from the server with its own loading, error and empty states, then the other years.
 */
export function YearLevelPage() {
  const slug = useParams().yearLevel ?? '';
  const level = levelFromSlug(slug);
  if (!level) return <UnknownYearLevel slug={slug} />;
  return <YearLevel level={level} />;
}

function YearLevel({ level }: { level: string }) {
  const slug = levelSlug(level);
  const year = yearLabel(level);
  useDocumentTitle(t('yearDocumentTitle', { year }));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
      <PageHeader
        serif
        crumbs={fromHome({ label: t('forStudents'), href: paths.studentServices.href() }, { label: year })}
        title={year}
        intro={t('yearIntro', { year })}
      />
      <BooksCarousel title={t('yearBooks', { year })} yearLevel={level} viewAllLink />
      <section aria-labelledby="year-packages" className="flex flex-col gap-4">
        <h2 id="year-packages" className="text-xl font-semibold text-slate-900">
          {t('yearPackageTiers', { year })}
        </h2>
        <PackageTiers year={slug} variant="year-level" />
      </section>
      <PackagesCarousel year={slug} />
      <ExamsCarousel yearGroup={level} />
      <OtherYearLevels current={level} />
    </div>
  );
}
