import { lazy, Suspense, useRef } from 'react';
import { useCart } from '@/stores/cart/cart-store';
import type { CartDrawerProps } from './cart-drawer';

const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer')).CartDrawer }));

/**
 * The drawer's code (and the dialog machinery under it) loads the first time the cart opens, not
 * with the first page: it keeps the JavaScript every page loads first within budget (issue 3).
 * Once opened it stays mounted, so closing animates and focus returns as usual.
 */
export function LazyCartDrawer(props: CartDrawerProps) {
  const { isOpen } = useCart();
  const opened = useRef(false);
  if (isOpen) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer {...props} />
    </Suspense>
  );
}
