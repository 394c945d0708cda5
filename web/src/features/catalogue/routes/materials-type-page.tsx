import { useParams } from 'react-router';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useMaterialType } from '../api/get-material-type';
import { useSearchMaterials } from '../api/search-materials';
import { LoadMore } from '../components/load-more';
import { CatalogueNotFound } from '../components/material-detail';
import { MaterialGrid, MaterialGridSkeleton } from '../components/material-grid';
import { parseId } from '../lib/material-fields';

const NOT_FOUND_MESSAGE = 'Material type not found.';

/**
 * `/materials/type/{id}`: the type's name and description and its materials (TP-01..TP-03), a page
 * at a time from the catalogue search (issue 12 §2).
 */
export function MaterialsTypePage() {
  const { typeId } = useParams();
  const id = parseId(typeId);
  const type = useMaterialType(id);
  // Fetched alongside the type, not after it: both are needed for the page.
  const materials = useSearchMaterials({ typeIds: id === null ? [] : [id] }, { enabled: id !== null });

  if (id === null) return <CatalogueNotFound title="Material Type Not Found" message={NOT_FOUND_MESSAGE} />;
  if (type.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="sr-only">Loading resource type</h1>
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
      return <CatalogueNotFound title="Material Type Not Found" message={error.serverMessage || NOT_FOUND_MESSAGE} />;
    }
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="sr-only">Resource type</h1>
        <ErrorState
          title="We couldn't load this resource type"
          message={error.message}
          onRetry={() => type.refetch()}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={fromHome({ label: 'Materials', href: paths.materials.href() }, { label: type.data.name })} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900">{type.data.name}</h1>
        {type.data.description && <p className="mt-2 text-slate-600">{type.data.description}</p>}
      </header>
      <div className="mt-8">
        {materials.data ? (
          materials.data.items.length === 0 ? (
            <EmptyState message="No materials found for this type." />
          ) : (
            <div className="flex flex-col gap-4">
              <MaterialGrid materials={materials.data.items} />
              <LoadMore
                hasMore={materials.hasNextPage}
                loading={materials.isFetchingNextPage}
                error={materials.isFetchNextPageError ? materials.error : null}
                onLoadMore={() => materials.fetchNextPage()}
              />
            </div>
          )
        ) : materials.isError ? (
          <ErrorState
            title="We couldn't load the materials"
            message={materials.error.message}
            onRetry={() => materials.refetch()}
          />
        ) : (
          <MaterialGridSkeleton />
        )}
      </div>
    </div>
  );
}
