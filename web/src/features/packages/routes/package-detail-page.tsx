import { NotFoundState } from '@/components/not-found-state';
import { PageError } from '@/components/page-error';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useParams } from '@/lib/router';
import { usePackage } from '../api/get-package';
import { BackToYear, PackageDetail } from '../components/package-detail';
import { t } from '../i18n';
import { isPackageGroup, packageName, packageYearSlug, parsePackageId } from '../lib/package-fields';
import { yearBack } from '../lib/year-back';

function PackageLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="sr-only">{t('package')}</h1>
      <div role="status" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <span className="sr-only">{t('loadingPackage')}</span>
        <SkeletonStack lines={['h-5 w-48', 'h-10 w-3/4', 'h-24 w-full', 'h-64 w-full']} />
        <Skeleton rounded="rounded-2xl" className="h-96 w-full" />
      </div>
    </div>
  );
}

/**
 * `/packages/{year}/{packageId}` (B§2, PD-01..PD-10). A malformed id, a 404 or a group that is not a
 * package (a book or collection id) is "Package not found." When the call fails otherwise there is
 * no sample package in its place (PD-09 reading, AMB-12): an error with a retry.
 */
export function PackageDetailPage() {
  const { year = '', packageId } = useParams();
  const id = parsePackageId(packageId);
  const query = usePackage(id);
  const loading = id !== null && (query.isPending || (query.isError && query.isFetching));
  const notFound =
    id === null ||
    (!loading && query.isError && query.error instanceof ApiError && query.error.status === 404) ||
    (query.isSuccess && !isPackageGroup(query.data));
  const group = !notFound && query.isSuccess ? query.data : null;

  useDocumentTitle(
    notFound ? t('packageNotFoundTitle') : group ? `${packageName(group)} | The Gate` : t('packageTitle'),
  );

  // The package's own year wins over the address, so the way back is right for a mistyped year.
  const back = yearBack((group && packageYearSlug(group)) || year);
  if (notFound) {
    // "Package not found." (B§2, B§8, PD-06), with a way back to the year's packages.
    return (
      <NotFoundState
        title={t('packageNotFound')}
        message={t('packageNotFoundMessage')}
        backTo={back.href}
        backLabel={back.label}
      />
    );
  }
  if (loading) return <PackageLoading />;
  if (group) return <PackageDetail group={group} back={back} />;
  return (
    <PageError
      pageHeading={t('package')}
      title={t('packageLoadFailed')}
      message={query.error?.message ?? ''}
      onRetry={() => query.refetch()}
    >
      <BackToYear back={back} />
    </PageError>
  );
}
