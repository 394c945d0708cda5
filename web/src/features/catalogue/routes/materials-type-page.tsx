import { fromHome } from '@/components/breadcrumb';
import { EmptyState } from '@/components/empty-state';
import { PageError } from '@/components/page-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useParams } from '@/lib/router';
import { useMaterialType } from '../api/get-material-type';
import { useSearchMaterials } from '../api/search-materials';
import { CatalogueNotFound } from '../components/material-detail';
import { MaterialGridSkeleton, MaterialResults } from '../components/material-grid';
import { t } from '../i18n';
import { parseId } from '../lib/material-fields';

/**
 * `/materials/type/{id}`: the type's name and description and its materials (TP-01..TP-03), a page
 * at a time from the catalogue search (issue 12 §2).
 */
export function MaterialsTypePage() {
  const { typeId } = useParams();
  const id = parseId(typeId);
  const type = useMaterialType(id);
  useDocumentTitle(type.data ? `${type.data.name} | The Gate` : null);
  // Fetched alongside the type, not after it: both are needed for the page.
  const materials = useSearchMaterials({ typeIds: id === null ? [] : [id] }, { enabled: id !== null });

  if (id === null) return <CatalogueNotFound title={t('typeNotFound')} message={t('typeNotFoundMessage')} />;
  if (type.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="sr-only">{t('loadingType')}</h1>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-3 h-5 w-full max-w-xl" />
        <div className="mt-8">
          <MaterialGridSkeleton />
        </div>
      </div>
    );
  }
  if (type.isError) {
    const error = type.error;
    if (error instanceof ApiError && error.status === 404) {
      return <CatalogueNotFound title={t('typeNotFound')} message={error.serverMessage || t('typeNotFoundMessage')} />;
    }
    return (
      <PageError
        pageHeading={t('resourceType')}
        title={t('typeLoadFailed')}
        message={error.message}
        onRetry={() => type.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        crumbs={fromHome({ label: t('materials'), href: paths.materials.href() }, { label: type.data.name })}
        title={type.data.name}
        intro={type.data.description}
      />
      <div className="mt-8 flex flex-col gap-4">
        <MaterialResults results={materials} empty={<EmptyState message={t('noMaterialsForType')} />} />
      </div>
    </div>
  );
}
