import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartProvider } from '@/stores/cart/cart-store';
import { CartButton } from './cart-button';
import { LazyCartDrawer } from './lazy-cart-drawer';

/** Records when the drawer's module is loaded, which is what the page would fetch. */
const drawerLoaded = vi.hoisted(() => vi.fn());
vi.mock('../drawer/cart-drawer', () => {
  drawerLoaded();
  return { CartDrawer: () => <div role="dialog" aria-label="Shopping Cart" /> };
});

// Issue 23 §5: the drawer is not among the scripts a page loads first, and is ready when wanted.
describe('the cart drawer’s code', () => {
  it('is not loaded with the page, starts loading as the pointer reaches the cart button, and opens on the press', async () => {
    render(
      <CartProvider>
        <CartButton />
        <LazyCartDrawer renderCheckout={() => null} />
      </CartProvider>,
    );
    const button = screen.getByRole('button', { name: 'Shopping cart' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawerLoaded).not.toHaveBeenCalled();

    fireEvent.pointerEnter(button);
    await waitFor(() => expect(drawerLoaded).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(drawerLoaded).toHaveBeenCalledTimes(1);
  });
});
