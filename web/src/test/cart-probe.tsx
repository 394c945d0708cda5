import { useCart } from '@/stores/cart/cart-store';

/** Shows the cart's state so tests can see the drawer open and the lines (CART-03). */
export function CartProbe() {
  const cart = useCart();
  return (
    <output data-testid="cart-probe" data-open={cart.isOpen ? 'true' : 'false'}>
      {cart.items.map((item) => `${item.type}:${item.id}x${item.quantity}`).join(',')}
    </output>
  );
}
