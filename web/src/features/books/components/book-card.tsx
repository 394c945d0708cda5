import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { fadeInClasses, useInView } from '@/hooks/use-fade-in';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { bookCartItem, bookCover, bookPrice, bookTitle, bookYear } from '../lib/book-fields';

/**
 * A book card (DB-13): cover (default image on error), type and year badges, title, author, price,
 * Add to Cart and View Details. "In Cart" comes from the cart itself, so it is right after a reload
 * too (CART-19); the card never removes. It fades in once scrolled into view (DB-14).
 */
/** `priority`: the first card of a list, whose cover is the page's largest picture (its LCP). */
export function BookCard({ book, priority = false }: { book: MaterialGroup; priority?: boolean }) {
  const title = bookTitle(book);
  const year = bookYear(book);
  const headingId = useId();
  const { ref, inView } = useInView<HTMLElement>();

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
        fadeInClasses(inView),
      )}
    >
      <FallbackImage
        src={bookCover(book)}
        alt={title}
        width={480}
        height={640}
        sizes={IMAGE_SIZES.card}
        priority={priority}
        className="aspect-[3/4] w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          {book.typeName && <Badge>{book.typeName}</Badge>}
          {year && <Badge variant="accent">{year}</Badge>}
        </div>
        <h2 id={headingId} className="text-base leading-snug font-semibold break-words text-slate-900">
          {title}
        </h2>
        {book.author && (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span>{book.author}</span>
          </p>
        )}
        <p className="mt-auto text-lg font-bold text-slate-900">{formatPrice(bookPrice(book))}</p>
        {/* Side by side when they fit, stacked on a narrow card (two columns at `sm`); bottom-aligned, as an
            owned book's "In your library" sits above its Open (issue 22 §7). */}
        <div className="flex flex-wrap items-end gap-2 *:flex-1">
          <AddToCartButton item={bookCartItem(book)} itemName={title} />
          <Button asChild variant="outline">
            <Link to={paths.digitalBook.href(book.id)} aria-label={`View Details: ${title}`}>
              View Details
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
