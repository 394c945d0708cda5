import { useEffect } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { useCart } from '@/stores/cart/cart-store';

/** The address fragment that opens the cart drawer, e.g. where "Log in" from the cart comes back to. */
export const CART_HASH = '#cart';

/**
 * Opens the cart when the address ends in #cart, then drops the fragment (a replace, so Back does
 * not open it again and a reload does not either).
 */
export function OpenCartFromHash() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { setOpen } = useCart();
  useEffect(() => {
    if (hash !== CART_HASH) return;
    setOpen(true);
    navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate, setOpen]);
  return null;
}
