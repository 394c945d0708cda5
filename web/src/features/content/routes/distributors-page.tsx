import type { Distributor } from '@the-gate/contract/content';
import { useDeferredValue, useMemo } from 'react';
import { Breadcrumb } from '@/components/breadcrumb';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSearchParamText } from '@/hooks/use-search-param-text';
import { useDistributors } from '../api/distributors-list';
import { DistributorCard, DistributorCardSkeleton } from '../components/distributors-card';
import { t as common } from '../i18n/common';
import { t } from '../i18n/distributors';
import { filterDistributors } from '../lib/distributors-filter';

/** The query-string name of the search box: a shared link keeps the search. */
export const DISTRIBUTOR_SEARCH_PARAM = 'search';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3';

function NoDistributors() {
  return <EmptyState role="status" title={t('noneTitle')} message={t('noneMessage')} />;
}

function Loading() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">{t('loading')}</span>
      {[1, 2, 3].map((key) => (
        <DistributorCardSkeleton key={key} />
      ))}
    </div>
  );
}

function DistributorGrid({ distributors }: { distributors: Distributor[] }) {
  return (
    <ul className={GRID}>
      {distributors.map((distributor) => (
        <li key={distributor.id}>
          <DistributorCard distributor={distributor} />
        </li>
      ))}
    </ul>
  );
}

const countLine = (count: number) => t('found', { count });

/**
 * `/distributors` (B§2 "Distributors", DIS-02..DIS-05). The list comes from GET /api/distributors
 * (the spec hard-codes it behind a simulated 0.8 s spinner, DIS-01; ours shows the real loading
 * state). The search filters the fetched list by name or description, ignoring case, and is kept
 * in the address.
 */
export function DistributorsPage() {
  useDocumentTitle(t('documentTitle'));
  const distributors = useDistributors();
  const { text: search, setText: setSearch, commit } = useSearchParamText(DISTRIBUTOR_SEARCH_PARAM);
  const deferredSearch = useDeferredValue(search);
  const results = useMemo(
    () => filterDistributors(distributors.data ?? [], deferredSearch),
    [distributors.data, deferredSearch],
  );
  // 'Try again' shows the loading state again rather than leaving the old error up.
  const loading = distributors.isPending || (distributors.isError && distributors.isFetching);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: common('home'), href: paths.home.href() }, { label: t('breadcrumb') }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('intro')}</p>
      </header>

      <SearchBox
        label={t('searchLabel')}
        maxWidth="max-w-xl"
        className="mt-6"
        value={search}
        onChange={setSearch}
        onSubmit={commit}
        placeholder={t('searchPlaceholder')}
      />

      <section aria-label={t('listLabel')} className="mt-8">
        <p className="sr-only" aria-live="polite">
          {distributors.isSuccess && results.length > 0 ? countLine(results.length) : ''}
        </p>
        {loading ? (
          <Loading />
        ) : distributors.isError ? (
          <ErrorState
            title={t('loadFailed')}
            message={distributors.error.message}
            onRetry={() => distributors.refetch()}
          />
        ) : results.length === 0 ? (
          <NoDistributors />
        ) : (
          <DistributorGrid distributors={results} />
        )}
      </section>
    </div>
  );
}
