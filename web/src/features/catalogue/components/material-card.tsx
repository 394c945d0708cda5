import { AddToCartButton } from '@/components/add-to-cart-button';
import { ProductCard, ViewDetailsLink } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { skillLabel } from '../i18n';
import { type CardMaterial, materialCartItem, priceOf } from '../lib/material-fields';

/** `priority`: the first card of a list, whose picture is the page's largest (its LCP). */
type Props = { material: CardMaterial; headingLevel?: 'h2' | 'h3'; priority?: boolean };

/**
 * A catalogue card (MAT-16): thumbnail with the default image on error, type and subject badges,
 * title, brief description, price, Add to Cart and View Details. "In Cart" comes from the cart
 * itself, so it is right after a reload too (CART-19); the card never removes (MAT-20).
 */
export function MaterialCard({ material, headingLevel, priority = false }: Props) {
  const { title } = material;
  return (
    <ProductCard
      title={title}
      headingLevel={headingLevel}
      image={{ src: material.thumbnailPath, alt: title, width: 480, height: 640, aspect: 'aspect-[4/3]', priority }}
      badges={[
        <Badge key="type">{material.typeName}</Badge>,
        material.subject && (
          <Badge key="subject" variant="secondary">
            {skillLabel(material.subject)}
          </Badge>
        ),
      ]}
      description={material.briefDescription}
      price={formatPrice(priceOf(material))}
      actions={
        // Bottom-aligned: an owned item's "In your library" sits above its Open (issue 22 §7).
        <>
          <AddToCartButton item={materialCartItem(material)} itemName={title} />
          <ViewDetailsLink to={paths.material.href(material.id)} name={title} />
        </>
      }
    />
  );
}
