import { useDeferredValue, useMemo } from 'react';
import { fromHome } from '@/components/breadcrumb';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { useBooks } from '../api/get-books';
import { BookCard } from '../components/book-card';
import { BookFilterBar } from '../components/book-filter-bar';
import { useBookFilters } from '../hooks/use-book-filters';
import { t } from '../i18n';
import { type BookFilters, filterBooks } from '../lib/filter-books';

/**
 * Which empty-state line to show. With a search term the search message wins, even when a year is
 * also set (AMB-32: the spec leaves the precedence open; the term is what the visitor just typed).
 */
function emptyMessage({ search, year }: BookFilters): string {
  const term = search.trim();
  if (term) return t('noSearchMatches', { term });
  if (year) return t('noFilterMatches');
  return t('noBooksYet');
}

const countLine = (count: number) => t('countLine', { count });

/** `/digital-books`: search, Year filter and the book grid (B§2, DB-01..DB-16). */
export function DigitalBooksPage() {
  const books = useBooks();
  const { filters, setSearch, commitSearch, setYear, clearAll } = useBookFilters();
  const deferredFilters = useDeferredValue(filters);
  const results = useMemo(() => filterBooks(books.data ?? [], deferredFilters), [books.data, deferredFilters]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader crumbs={fromHome({ label: t('digitalBooks') })} title={t('digitalBooks')} intro={t('booksIntro')} />

      <div className="mt-6">
        <BookFilterBar
          filters={filters}
          onSearchChange={setSearch}
          onSearchSubmit={commitSearch}
          onYearChange={setYear}
          onClearAll={clearAll}
        />
      </div>

      <section aria-label={t('books')} className="mt-8">
        {/* Screen readers hear how many books the filters leave; the cards themselves are not announced. */}
        <p className="sr-only" aria-live="polite">
          {books.isSuccess && results.length > 0 ? countLine(results.length) : ''}
        </p>
        {/* No sample books when the call fails: we never invent products or prices (AMB-12, ARCHITECTURE "Web"). */}
        <QueryView query={books} loading={<LoadingState label={t('loadingBooks')} />} errorTitle={t('booksLoadFailed')}>
          {() =>
            results.length === 0 ? (
              <EmptyState role="status" title={t('noBooksFound')} message={emptyMessage(deferredFilters)} />
            ) : (
              <CardGrid items={results}>{(book, index) => <BookCard book={book} priority={index === 0} />}</CardGrid>
            )
          }
        </QueryView>
      </section>
    </div>
  );
}
