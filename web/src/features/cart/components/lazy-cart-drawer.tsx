import { lazy, Suspense, useRef } from 'react';
import { useCart } from '@/stores/cart/cart-store';
import type { CartDrawerProps } from '../drawer/cart-drawer';

let loading: Promise<typeof import('../drawer/cart-drawer')> | undefined;
const loadCartDrawer = () => {
  loading ??= import('../drawer/cart-drawer').catch((error: unknown) => {
    // A failed load (a network blip) is tried again on the next hover or open.
    loading = undefined;
    throw error;
  });
  return loading;
};

/**
 * Starts loading the drawer's code, once: the cart button calls it as the pointer or the focus
 * reaches it, so the drawer is ready, or nearly, by the time the press that opens it lands.
 */
export function preloadCartDrawer(): void {
  loadCartDrawer().catch(() => undefined);
}

const CartDrawer = lazy(async () => ({ default: (await loadCartDrawer()).CartDrawer }));

/**
 * The drawer's code (and the dialog machinery under it) loads when the visitor heads for the cart
 * (`preloadCartDrawer`) or the cart first opens, not with the first page: it keeps the JavaScript
 * every page loads first within budget (issue 3, issue 23 §5). Once opened it stays mounted, so
 * closing animates and focus returns as usual.
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
