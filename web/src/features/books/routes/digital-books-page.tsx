import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { Loader2, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { ErrorState } from '@/components/error-state';
import { useBooks } from '../api/get-books';
import { BookCard } from '../components/book-card';
import { BookFilterBar } from '../components/book-filter-bar';
import { useBookFilters } from '../hooks/use-book-filters';
import { type BookFilters, filterBooks } from '../lib/filter-books';

/**
 * Which empty-state line to show. With a search term the search message wins, even when a year is
 * also set (AMB-32: the spec leaves the precedence open; the term is what the visitor just typed).
 */
function emptyMessage({ search, year }: BookFilters): string {
  const term = search.trim();
  if (term) return `No books match your search for "${term}"`;
  if (year) return 'No books match your filter criteria';
  return 'There are no digital books in the store yet.';
}

function NoBooks({ filters }: { filters: BookFilters }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
    >
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">No books found</h2>
      <p className="text-slate-600">{emptyMessage(filters)}</p>
    </div>
  );
}

function BookGrid({ books }: { books: MaterialGroup[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard book={book} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

const countLine = (count: number) => `${count} ${count === 1 ? 'book' : 'books'} found`;

/** `/digital-books`: search, Year filter and the book grid (B§2, DB-01..DB-16). */
export function DigitalBooksPage() {
  const books = useBooks();
  const { filters, setSearch, commitSearch, setYear, clearAll } = useBookFilters();
  const deferredFilters = useDeferredValue(filters);
  const results = useMemo(() => filterBooks(books.data ?? [], deferredFilters), [books.data, deferredFilters]);
  // 'Try again' shows the loading state again rather than leaving the old error up.
  const loading = books.isPending || (books.isError && books.isFetching);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={fromHome({ label: 'Digital Books' })} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Digital Books</h1>
        <p className="mt-2 text-slate-600">
          Coursebooks, workbooks, handbooks and anthologies for Cambridge Checkpoint English, Years 5 to 8.
        </p>
      </header>

      <div className="mt-6">
        <BookFilterBar
          filters={filters}
          onSearchChange={setSearch}
          onSearchSubmit={commitSearch}
          onYearChange={setYear}
          onClearAll={clearAll}
        />
      </div>

      <section aria-label="Books" className="mt-8">
        {/* Screen readers hear how many books the filters leave; the cards themselves are not announced. */}
        <p className="sr-only" aria-live="polite">
          {books.isSuccess && results.length > 0 ? countLine(results.length) : ''}
        </p>
        {loading ? (
          <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            <span>Loading books...</span>
          </div>
        ) : books.isError ? (
          // No sample books in their place: we never invent products or prices (AMB-12, ARCHITECTURE "Web").
          <ErrorState title="Failed to load books" message={books.error.message} onRetry={() => books.refetch()} />
        ) : results.length === 0 ? (
          <NoBooks filters={deferredFilters} />
        ) : (
          <BookGrid books={results} />
        )}
      </section>
    </div>
  );
}
