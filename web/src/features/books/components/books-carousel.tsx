import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { BookOpen } from 'lucide-react';
import { CarouselSection } from '@/components/item-carousel';
import { ProductCard } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { useBooks } from '../api/get-books';
import { t, yearLabel } from '../i18n';
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
  const year = bookYear(book);
  return (
    <ProductCard
      title={bookTitle(book)}
      headingLevel="h3"
      href={paths.digitalBook.href(book.id)}
      cover
      image={{ src: bookCover(book), width: 480, height: 640, aspect: 'aspect-[3/4]' }}
      badges={[
        year && (
          <Badge key="year" variant="accent">
            {yearLabel(year)}
          </Badge>
        ),
      ]}
      price={formatPrice(bookPrice(book))}
    />
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
  return (
    <CarouselSection
      title={title}
      icon={BookOpen}
      link={viewAllLink ? { to: paths.digitalBooks.href(), label: t('viewAllBooks') } : undefined}
      query={books}
      select={yearLevel ? (all) => all.filter((book) => bookYears(book).includes(yearLevel)) : undefined}
      hideWhenEmpty={hideWhenEmpty}
      loadingLabel={t('loadingCarousel', { title })}
      slideClassName="aspect-[3/4]"
      errorTitle={t('booksLoadFailed')}
      emptyText={t('noBooksFound')}
    >
      {(book) => <BookSlide book={book} />}
    </CarouselSection>
  );
}
