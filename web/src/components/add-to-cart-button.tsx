import type { NewCartItem } from '@the-gate/contract/cart';
import { BookOpen, Check, ShoppingCart } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { t } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { ownedItemHref, useOwnsItem } from '@/hooks/use-owned-items';
import { Link } from '@/lib/router';
import { useCart } from '@/stores/cart/cart-store';

type Sizing = Pick<ComponentProps<typeof Button>, 'size' | 'className'> & {
  /** The pro package's amber, instead of the brand blue (Open keeps its outline's border). */
  accent?: boolean;
};

type Props = Sizing & {
  item: NewCartItem;
  /** Catalogue cards say "In Cart" (CART-04); the book and package pages "Added to Cart" (CART-05); shown in the page's language. */
  addedLabel?: 'In Cart' | 'Added to Cart';
  /** Names the item for screen readers when several such buttons share a page. */
  itemName?: string;
};

/**
 * 'Add to Cart' adds the item and opens the cart; once it is in the cart the button is disabled
 * and says so. The state comes from the cart itself, so it is right after a reload (CART-19).
 * An item the signed-in viewer owns is not offered again: it is "In your library", with Open
 * (issue 22 §7).
 */
export function AddToCartButton({ item, addedLabel = 'In Cart', itemName, size, className, accent }: Props) {
  const cart = useCart();
  const owns = useOwnsItem();
  if (owns(item)) {
    return <InLibraryLink item={item} itemName={itemName} size={size} className={className} accent={accent} />;
  }
  const inCart = cart.isInCart(item);
  const label = inCart ? t(addedLabel === 'In Cart' ? 'inCart' : 'addedToCart') : t('addToCart');
  return (
    <Button
      size={size}
      variant={accent ? 'accent' : 'default'}
      className={className}
      disabled={inCart}
      onClick={() => cart.add(item, { open: true })}
      // Starts with the visible words, so voice control matches what people see (WCAG 2.5.3).
      aria-label={itemName ? t('actionFor', { action: label, name: itemName }) : undefined}
    >
      {inCart ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
      {label}
    </Button>
  );
}

type InLibraryProps = Sizing & { item: Pick<NewCartItem, 'type' | 'id'>; itemName?: string };

/** "In your library", and Open: a course opens in its player, anything else in My Materials (issue 22 §7). */
export function InLibraryLink({ item, itemName, size, className, accent }: InLibraryProps) {
  const statusId = useId();
  return (
    // Inline: as wide as Open where a lone button sat; a grid cell or a flex column still stretches it.
    <div className="inline-flex flex-col gap-1">
      <p id={statusId} className="flex items-center gap-1 text-sm font-medium text-emerald-700">
        <Check className="size-4 shrink-0" aria-hidden="true" />
        {t('inYourLibrary')}
      </p>
      {/* The sell button's own sizing and colours (a package tier's) now style Open. */}
      <Button asChild size={size} variant={accent ? 'accentOutline' : 'outline'} className={className}>
        <Link
          to={ownedItemHref(item)}
          aria-label={itemName ? t('actionFor', { action: t('open'), name: itemName }) : undefined}
          aria-describedby={statusId}
        >
          <BookOpen aria-hidden="true" />
          {t('open')}
        </Link>
      </Button>
    </div>
  );
}
