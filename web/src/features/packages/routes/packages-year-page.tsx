import { levelFromSlug } from '@the-gate/contract/catalogue-rules';
import { BackLink } from '@/components/back-link';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useParams } from '@/lib/router';
import { PackageTiers } from '../components/package-tiers';
import { t, yearLabel, yearNumber } from '../i18n';

/**
 * `/packages/{year}` (B§2, PY-01..PY-12): the year's tiers. A year outside year-5..year-8 shows the
 * empty text without a request. When no package matches or the call fails, the spec's built-in
 * static packages and fallback prices (PY-08, PY-11, PY-12) are replaced by the empty text or an
 * error with a retry: we never invent products or prices (AMB-12, ARCHITECTURE "Web").
 */
export function PackagesYearPage() {
  const { year = '' } = useParams();
  const level = levelFromSlug(year);
  const n = level && yearNumber(level);
  const heading = level ? t('yearPackages', { n }) : t('packages');
  useDocumentTitle(`${heading} | The Gate`);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={fromHome(
          { label: t('packages'), href: paths.packages.href() },
          { label: level ? yearLabel(level) : year },
        )}
      />
      <BackLink to={paths.packages.href()} className="mt-4">
        {t('backToPackages')}
      </BackLink>
      <PageHeader title={heading} intro={level && t('yearPackagesIntro', { n })} className="mt-4" />
      <div className="mt-10">
        <PackageTiers year={year} variant="packages" />
      </div>
    </div>
  );
}
