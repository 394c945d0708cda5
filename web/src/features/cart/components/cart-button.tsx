import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCart } from '@/stores/cart/cart-store';
import { t } from '../i18n';
import { preloadCartDrawer } from './lazy-cart-drawer';

/** The badge caps at 99+ (A§9, NAV-07). */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The navigation bar's cart button: opens the drawer and shows the item count (NAV-05..NAV-08).
 * The drawer's code starts loading as the visitor heads for the button.
 */
export function CartButton() {
  const { totalItems, isOpen, setOpen } = useCart();
  // The badge counts quantities (totalItems), not lines (NAV-06, AMB-42). Screen readers hear the exact count.
  const label = totalItems === 0 ? t('cartButton') : t('cartButtonWithCount', { count: totalItems });

  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={() => setOpen(true)}
      // A touch reaches the button (pointerenter) a moment before the press; a mouse, well before.
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
    >
      <ShoppingCart aria-hidden="true" />
      {/* An empty cart shows no badge rather than "0": the spec leaves it open (NAV-08, AMB-42). */}
      {totalItems > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -end-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[0.6875rem] font-semibold leading-none text-white"
        >
          {badgeText(totalItems)}
        </span>
      )}
    </Button>
  );
}
