import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { UserRound } from 'lucide-react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { CardFacts, ProductCard, ViewDetailsLink } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { yearLabel } from '../i18n';
import { bookCartItem, bookCover, bookPrice, bookTitle, bookYear } from '../lib/book-fields';

/**
 * A book card (DB-13): cover (default image on error), type and year badges, title, author, price,
 * Add to Cart and View Details. "In Cart" comes from the cart itself, so it is right after a reload
 * too (CART-19); the card never removes. It fades in once scrolled into view (DB-14).
 * `priority`: the first card of a list, whose cover is the page's largest picture (its LCP).
 */
export function BookCard({ book, priority = false }: { book: MaterialGroup; priority?: boolean }) {
  const title = bookTitle(book);
  const year = bookYear(book);

  return (
    <ProductCard
      fadeIn
      title={title}
      image={{ src: bookCover(book), alt: title, width: 480, height: 640, aspect: 'aspect-[3/4]', priority }}
      badges={[
        book.typeName && <Badge key="type">{book.typeName}</Badge>,
        year && (
          <Badge key="year" variant="accent">
            {yearLabel(year)}
          </Badge>
        ),
      ]}
      price={formatPrice(bookPrice(book))}
      actions={
        // Side by side when they fit, stacked on a narrow card; bottom-aligned, as an owned book's
        // "In your library" sits above its Open (issue 22 §7).
        <>
          <AddToCartButton item={bookCartItem(book)} itemName={title} />
          <ViewDetailsLink to={paths.digitalBook.href(book.id)} name={title} />
        </>
      }
    >
      {book.author && <CardFacts facts={[{ icon: UserRound, value: book.author }]} />}
    </ProductCard>
  );
}
