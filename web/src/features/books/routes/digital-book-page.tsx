import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import { LoadingState } from '@/components/loading-state';
import { NotFoundState } from '@/components/not-found-state';
import { PageError } from '@/components/page-error';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useParams } from '@/lib/router';
import { useBook } from '../api/get-book';
import { BackToBooks, BookDetail } from '../components/book-detail';
import { t } from '../i18n';
import { bookTitle, parseBookId } from '../lib/book-fields';

/** Why there is no book: no id in the address (B§5, BD-08), or no such book (B§8, BD-09). */
type NotFoundReason = 'missingId' | 'notFound';

const REASONS = { missingId: t('reasonMissingId'), notFound: t('reasonNotFound') } as const;

/** "Book Not Found" with 'Browse All Books' back to the list (BD-07, B§8). */
function BookNotFound({ reason }: { reason: NotFoundReason }) {
  return (
    <NotFoundState
      title={t('bookNotFound')}
      message={t('bookNotFoundMessage')}
      detail={REASONS[reason]}
      backTo={paths.digitalBooks.href()}
      backLabel={t('browseAllBooks')}
    />
  );
}

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

  if (rawId === undefined || rawId === '') return <BookNotFound reason="missingId" />;
  if (id === null) return <BookNotFound reason="notFound" />;
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingState pageHeading={t('digitalBook')} label={t('loadingBook')} />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <BookNotFound reason="notFound" />;
    return (
      <PageError
        pageHeading={t('digitalBook')}
        title={t('bookLoadFailed')}
        message={query.error.message}
        onRetry={() => query.refetch()}
      >
        <BackToBooks />
      </PageError>
    );
  }
  // Books share the group id space with packages and collections: /digital-books/1 must not sell a
  // package as a book. A group known to sit in another category is not a book.
  const { categoryId } = query.data;
  if (categoryId != null && categoryId !== DIGITAL_BOOKS_CATEGORY_ID) return <BookNotFound reason="notFound" />;
  return <BookDetail book={query.data} />;
}
