import { useId } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { type CardMaterial, materialCartItem, priceOf } from '../lib/material-fields';

/** `priority`: the first card of a list, whose picture is the page's largest (its LCP). */
type Props = { material: CardMaterial; headingLevel?: 'h2' | 'h3'; priority?: boolean };

/**
 * A catalogue card (MAT-16): thumbnail with the default image on error, type and subject badges,
 * title, brief description, price, Add to Cart and View Details. "In Cart" comes from the cart
 * itself, so it is right after a reload too (CART-19); the card never removes (MAT-20).
 */
export function MaterialCard({ material, headingLevel: Heading = 'h2', priority = false }: Props) {
  const { title } = material;
  const headingId = useId();

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <FallbackImage
        src={material.thumbnailPath}
        alt={title}
        width={480}
        height={640}
        sizes={IMAGE_SIZES.card}
        priority={priority}
        className="aspect-[4/3] w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          <Badge>{material.typeName}</Badge>
          {material.subject && <Badge variant="secondary">{material.subject}</Badge>}
        </div>
        <Heading id={headingId} className="text-base leading-snug font-semibold text-slate-900">
          {title}
        </Heading>
        {material.briefDescription && (
          <p className="line-clamp-3 text-sm text-slate-600">{material.briefDescription}</p>
        )}
        <p className="mt-auto text-lg font-bold text-slate-900">{formatPrice(priceOf(material))}</p>
        {/* Bottom-aligned: an owned item's "In your library" sits above its Open (issue 22 §7). */}
        <div className="grid grid-cols-2 items-end gap-2">
          <AddToCartButton item={materialCartItem(material)} itemName={title} />
          <Button asChild variant="outline">
            <Link to={paths.material.href(material.id)} aria-label={`View Details: ${title}`}>
              View Details
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

export function MaterialCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
