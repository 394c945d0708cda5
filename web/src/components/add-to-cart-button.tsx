import type { NewCartItem } from '@the-gate/contract/cart';
import { Check, ShoppingCart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useCart } from '@/stores/cart/cart-store';

type Props = Pick<ComponentProps<typeof Button>, 'size' | 'className'> & {
  item: NewCartItem;
  /** Catalogue cards say "In Cart" (CART-04); the book and package pages "Added to Cart" (CART-05). */
  addedLabel?: 'In Cart' | 'Added to Cart';
  /** Names the item for screen readers when several such buttons share a page. */
  itemName?: string;
};

/**
 * 'Add to Cart' adds the item and opens the cart; once it is in the cart the button is disabled
 * and says so. The state comes from the cart itself, so it is right after a reload (CART-19).
 */
export function AddToCartButton({ item, addedLabel = 'In Cart', itemName, size, className }: Props) {
  const cart = useCart();
  const inCart = cart.isInCart(item);
  const label = inCart ? addedLabel : 'Add to Cart';
  return (
    <Button
      size={size}
      className={className}
      disabled={inCart}
      onClick={() => cart.add(item, { open: true })}
      // Starts with the visible words, so voice control matches what people see (WCAG 2.5.3).
      aria-label={itemName ? `${label}: ${itemName}` : undefined}
    >
      {inCart ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
      {label}
    </Button>
  );
}
