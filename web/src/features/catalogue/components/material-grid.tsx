import { memo, type ReactNode } from 'react';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { ErrorState } from '@/components/error-state';
import { ApiError } from '@/lib/api-client';
import type { useSearchMaterials } from '../api/search-materials';
import { t } from '../i18n';
import type { CardMaterial } from '../lib/material-fields';
import { LoadMore } from './load-more';
import { MaterialCard } from './material-card';

/** A card renders again only when its own material changes, not when a page is appended. */
const GridCard = memo(MaterialCard);

type Props = { materials: readonly CardMaterial[]; headingLevel?: 'h2' | 'h3' };

/**
 * Memoised: typing in the /materials search box renders the page on every key, and the grid it shows
 * meanwhile is the same array until new results arrive, so it is left alone (issue 12 §2).
 */
export const MaterialGrid = memo(function MaterialGrid({ materials, headingLevel }: Props) {
  return (
    <CardGrid items={materials}>
      {(material, index) => <GridCard material={material} headingLevel={headingLevel} priority={index === 0} />}
    </CardGrid>
  );
});

export function MaterialGridSkeleton({ count = 6, label = t('loadingMaterials') }: { count?: number; label?: string }) {
  return <CardGridSkeleton label={label} count={count} aspect="aspect-[4/3]" />;
}

/**
 * What went wrong, for the error state: a refused request (an address edited past the limits, say)
 * shows the server's own sentence; anything else the wrapper's text (GLB-03).
 */
function problemOf(error: Error) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && error.serverMessage) || error.message;
}

type ResultsProps = {
  results: ReturnType<typeof useSearchMaterials>;
  /** What shows when the search finds nothing. */
  empty: ReactNode;
};

/**
 * A catalogue search's results a page at a time (issue 12 §2): skeletons only before the first
 * answer (later searches keep the last results on screen), the grid with 'Load more materials',
 * or the error with 'Try again'.
 */
export function MaterialResults({ results, empty }: ResultsProps) {
  if (results.data) {
    if (results.data.items.length === 0) return empty;
    return (
      <>
        <MaterialGrid materials={results.data.items} />
        <LoadMore
          hasMore={results.hasNextPage}
          loading={results.isFetchingNextPage || results.isPlaceholderData}
          error={results.isFetchNextPageError ? results.error : null}
          onLoadMore={() => results.fetchNextPage()}
        />
      </>
    );
  }
  if (results.isError) {
    return (
      <ErrorState
        title={t('materialsLoadFailed')}
        message={problemOf(results.error)}
        onRetry={() => results.refetch()}
      />
    );
  }
  return <MaterialGridSkeleton />;
}
