import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { ArrowRight, BookOpen, SearchX } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { useBooks } from '../api/get-books';
import { bookCover, bookPrice, bookTitle, bookYear, bookYears } from '../lib/book-fields';

type Props = {
  /** The section heading, also the carousel's name, e.g. "Checkpoint Books". */
  title: string;
  /** "Year 5": keep only the books whose `levels` tag equals it (YL-01). */
  yearLevel?: string;
  /** Render nothing when the call fails or finds no book (HOME-02). */
  hideWhenEmpty?: boolean;
  /** A 'View All Books' link to /digital-books beside the heading (YL-01). */
  viewAllLink?: boolean;
};

/** One slide: the whole card is a link to the book page. */
function BookSlide({ book }: { book: MaterialGroup }) {
  const title = bookTitle(book);
  const year = bookYear(book);
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <FallbackImage
        src={bookCover(book)}
        alt=""
        width={480}
        height={640}
        sizes={IMAGE_SIZES.card}
        className="aspect-[3/4] w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {year && (
          <div>
            <Badge variant="accent">{year}</Badge>
          </div>
        )}
        <h3 id={headingId} className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          <Link
            to={paths.digitalBook.href(book.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <p className="mt-auto pt-1 text-lg font-bold text-slate-900">{formatPrice(bookPrice(book))}</p>
      </div>
    </article>
  );
}

function SlidesSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {[1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className={`aspect-[3/4] w-full ${key > 1 ? 'hidden md:block' : ''}`} />
      ))}
    </div>
  );
}

function NoBooks() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
    >
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <p className="font-semibold text-slate-900">No books found</p>
    </div>
  );
}

/**
 * A carousel of digital books (B§2): the home page's 'Checkpoint Books' (shown only when the books
 * call returns at least one item, HOME-02) and the year-level page's books (YL-01, "No books found"
 * when empty, YL-06). The books come from the digital-books call (AMB-25 reading: the one fixed
 * category, so the carousel sells what /digital-books sells).
 */
export function BooksCarousel({ title, yearLevel, hideWhenEmpty = false, viewAllLink = false }: Props) {
  const books = useBooks();
  const shown = useMemo(
    () => (yearLevel ? (books.data ?? []).filter((book) => bookYears(book).includes(yearLevel)) : (books.data ?? [])),
    [books.data, yearLevel],
  );
  const loading = books.isPending || (books.isError && books.isFetching);

  if (hideWhenEmpty && !loading && (books.isError || shown.length === 0)) return null;
  // Hidden when empty, the section has no heading until a book is known to exist (HOME-02).
  const showHeader = !(hideWhenEmpty && loading);

  return (
    <div className="flex flex-col gap-4">
      {showHeader && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <BookOpen className="size-5 text-brand-600" aria-hidden="true" />
            {title}
          </h2>
          {viewAllLink && (
            <Link
              to={paths.digitalBooks.href()}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              View All Books
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>
      )}
      {loading ? (
        <SlidesSkeleton label={`Loading ${title}`} />
      ) : books.isError ? (
        <ErrorState title="Failed to load books" message={books.error.message} onRetry={() => books.refetch()} />
      ) : shown.length === 0 ? (
        <NoBooks />
      ) : (
        <Carousel label={title}>
          <CarouselContent>
            {shown.map((book) => (
              <CarouselItem key={book.id}>
                <BookSlide book={book} />
              </CarouselItem>
            ))}
          </CarouselContent>
          <CarouselControls />
        </Carousel>
      )}
    </div>
  );
}
