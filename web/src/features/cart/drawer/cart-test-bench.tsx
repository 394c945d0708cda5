import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_STORAGE_KEY, type CartItem } from '@the-gate/contract/cart';
import { CartProvider } from '@/stores/cart/cart-store';
import { MemoryRouter, Route, Routes } from '@/test/memory-router';
import { CartButton } from '../components/cart-button';
import { CartDrawer, type CheckoutViewProps } from './cart-drawer';

/** The cart drawer's test bench: a stored cart, the button and the drawer in a router. */
export const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  type: 'material',
  title: 'Reading Sheet',
  price: 100,
  quantity: 1,
  isFree: false,
  ...overrides,
});

/** Stands in for the checkout feature, which the app layer supplies (features never import each other). */
const renderCheckout = ({ onBack }: CheckoutViewProps) => (
  <div>
    <p>Checkout view</p>
    <button type="button" onClick={onBack}>
      Back to cart
    </button>
  </div>
);

/** Seeds the stored cart, as a returning visitor would have it, then renders the button and the drawer. */
export function renderCart(lines: CartItem[] = [], entry = '/') {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <CartProvider>
          <CartButton />
          <CartDrawer renderCheckout={renderCheckout} />
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/materials" element={<h1>Materials page</h1>} />
            <Route path="/login" element={<h1>Login page</h1>} />
          </Routes>
        </CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

/** The cart button, found even while the open drawer hides the rest of the page from assistive tech. */
export const cartButton = () => screen.getByRole('button', { name: /^Shopping cart/, hidden: true });

export async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(cartButton());
  return screen.getByRole('dialog', { name: 'Shopping Cart' });
}

/** The list item of the line with this title. */
export function lineOf(title: string): HTMLElement {
  const item = screen.getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`No cart line for ${title}`);
  return item;
}
