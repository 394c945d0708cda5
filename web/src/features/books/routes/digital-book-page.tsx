import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import { Loader2 } from 'lucide-react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useBook } from '../api/get-book';
import { BackToBooks, BookDetail } from '../components/book-detail';
import { BookNotFound } from '../components/book-not-found';
import { bookTitle, parseBookId } from '../lib/book-fields';

/**
 * `/digital-books/{id}` (B§2, BD-01..BD-11). A missing or malformed id is not found without a
 * request. When the call fails there is no sample book in its place (BD-10 reading: ARCHITECTURE
 * "Web" never invents products; AMB-12): a 404 is "Book Not Found", anything else an error with a retry.
 */
export function DigitalBookPage() {
  const { id: rawId } = useParams();
  const id = parseBookId(rawId);
  const query = useBook(id);
  const isBook = query.data && (query.data.categoryId == null || query.data.categoryId === DIGITAL_BOOKS_CATEGORY_ID);
  useDocumentTitle(query.data && isBook ? `${bookTitle(query.data)} | The Gate` : null);

  if (rawId === undefined || rawId === '') return <BookNotFound reason="Book ID is missing" />;
  if (id === null) return <BookNotFound reason="Book not found" />;
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-24">
        <h1 className="sr-only">Digital book</h1>
        <div role="status" className="flex items-center justify-center gap-2 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          <span>Loading book...</span>
        </div>
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <BookNotFound reason="Book not found" />;
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <h1 className="sr-only">Digital book</h1>
        <BackToBooks />
        <ErrorState title="Failed to load book details" message={query.error.message} onRetry={() => query.refetch()} />
      </div>
    );
  }
  // Books share the group id space with packages and collections: /digital-books/1 must not sell a
  // package as a book. A group known to sit in another category is not a book.
  const { categoryId } = query.data;
  if (categoryId != null && categoryId !== DIGITAL_BOOKS_CATEGORY_ID) return <BookNotFound reason="Book not found" />;
  return <BookDetail book={query.data} />;
}
